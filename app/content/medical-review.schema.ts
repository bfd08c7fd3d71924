import { z } from "zod";
import { medicalReviewers, type MedicalReviewerId } from "./medical-reviewers";

/**
 * The dated medical review every test, package, department and article carries. The dates live with the
 * content they cover; the build refuses a page whose next review date has passed
 * (app/domain/medical-review.ts, docs/content-review.md).
 */
export const medicalReviewSchema = z
  .object({
    reviewer: z.enum(Object.keys(medicalReviewers) as [MedicalReviewerId, ...MedicalReviewerId[]]),
    /** ISO date, yyyy-mm-dd: when a clinician last read the page and signed it off. */
    reviewed: z.iso.date(),
    /** ISO date, yyyy-mm-dd: when it must be read again. */
    nextReview: z.iso.date(),
  })
  .strict()
  .refine((r) => r.nextReview > r.reviewed, { message: "nextReview must be after reviewed", path: ["nextReview"] });

export type MedicalReview = z.infer<typeof medicalReviewSchema>;
