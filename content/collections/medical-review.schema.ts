import { z } from "zod";
import { relationTo } from "./relation.schema.ts";

/**
 * The dated medical review every test, package, department and article carries. The dates live with the
 * content they cover; the build refuses a page whose next review date has passed
 * (app/domain/medical-review.ts, docs/content-review.md).
 */
export const medicalReviewSchema = z
  .object({
    reviewer: relationTo("medical-reviewers").meta({ title: "Reviewed by", description: "the clinician's role, from Medical reviewers" }),
    /** ISO date, yyyy-mm-dd: when a clinician last read the page and signed it off. */
    reviewed: z.iso.date().meta({ title: "Reviewed on", description: "the day a clinician signed it off, written yyyy-mm-dd" }),
    /** ISO date, yyyy-mm-dd: when it must be read again. */
    nextReview: z.iso
      .date()
      .meta({ title: "Next review by", description: "the day it must be read again, at most a year later, written yyyy-mm-dd" }),
  })
  .strict()
  .refine((r) => r.nextReview > r.reviewed, { message: "must come after the day it was reviewed (reviewed)", path: ["nextReview"] });

export type MedicalReview = z.infer<typeof medicalReviewSchema>;
