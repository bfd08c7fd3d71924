import type { MedicalReview } from "#content/collections/medical-review.schema.ts";
import { medicalReviewers } from "#content/medical-reviewers.ts";
import { medicalReviewWords } from "#words/medical-review-words.ts";
import { formatLongDate } from "./dates.ts";

/**
 * The dated medical review of every page that gives medical information: who reviewed it (a role and
 * qualification, content/medical-reviewers.ts), when, and when it must be read again. The build
 * refuses to publish a file whose next review date has passed (content/compiler/reviews-check.ts,
 * docs/content-review.md).
 * Relative imports only: the build config loads this file outside Vite.
 */

/** What the page says: "Medically reviewed by a consultant pathologist, MD (Pathology), on 24 November 2026. Next review due by 24 November 2027." */
export function reviewSentences(review: MedicalReview): { reviewedBy: string; nextReview: string } {
  const reviewer = medicalReviewers[review.reviewer];
  return {
    reviewedBy: medicalReviewWords.reviewedBy(reviewer.role, reviewer.qualification, formatLongDate(review.reviewed)),
    nextReview: medicalReviewWords.nextReview(formatLongDate(review.nextReview)),
  };
}
