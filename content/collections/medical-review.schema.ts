import { z } from "zod";
import type { MedicalReviewerId } from "#content/medical-reviewers.ts";

/**
 * The dated medical review every test, package, department and article carries. The dates live with the
 * content they cover; the build refuses a page whose next review date has passed
 * (app/domain/medical-review.ts, docs/content-review.md).
 */
/**
 * A reviewer's id is one of the ids the last compile found: the build checks every review against
 * content/en/medical-reviewers/ after all files are read (content/compiler/compile.ts), which a
 * single file's schema cannot, so this guard only types what that check guarantees.
 */
const isReviewerId = (id: string): id is MedicalReviewerId => id.length > 0;

export const medicalReviewSchema = z
  .object({
    reviewer: z.string().min(1).refine(isReviewerId).meta({
      title: "Reviewed by",
      description: "the clinician's role, from Medical reviewers",
      relation: "medical-reviewers",
    }),
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
