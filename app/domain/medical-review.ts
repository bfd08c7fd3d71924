import type { MedicalReview } from "../content/medical-review.schema";
import { medicalReviewers } from "../content/medical-reviewers";
import { formatLongDate } from "./dates";

/**
 * The dated medical review of every page that gives medical information: who reviewed it (a role and
 * qualification, app/content/medical-reviewers.ts), when, and when it must be read again. The build
 * refuses to publish a page whose next review date has passed (./reviewed-pages.ts lists them for
 * vite.config.ts; docs/content-review.md).
 * Relative imports only: the build config loads this file outside Vite.
 */

export interface ReviewedPage {
  /** What a content editor looks for: the file and the item. */
  where: string;
  review: MedicalReview;
}

/** The pages whose next review date is before `today` (yyyy-mm-dd). */
export function overdueReviews(pages: readonly ReviewedPage[], today: string): ReviewedPage[] {
  return pages.filter((page) => page.review.nextReview < today);
}

/** The build's message for overdue reviews, one line each, saying what to do. */
export function overdueMessage(overdue: readonly ReviewedPage[]): string {
  const lines = overdue.map(
    (page) => `- ${page.where}: the medical review was due on ${page.review.nextReview}.`,
  );
  return [
    `Medical review overdue on ${overdue.length} page${overdue.length === 1 ? "" : "s"}; the site is not built until a clinician has re-read each one and its review dates are updated (review.reviewed, review.nextReview):`,
    ...lines,
  ].join("\n");
}

/** What the page says: "Medically reviewed by a consultant pathologist, MD (Pathology), on 24 November 2026. Next review due by 24 November 2027." */
export function reviewSentences(review: MedicalReview): { reviewedBy: string; nextReview: string } {
  const reviewer = medicalReviewers[review.reviewer];
  const role = reviewer.role[0]!.toLowerCase() + reviewer.role.slice(1);
  const article = /^[aeiou]/i.test(role) ? "an" : "a";
  return {
    reviewedBy: `Medically reviewed by ${article} ${role}, ${reviewer.qualification}, on ${formatLongDate(review.reviewed)}.`,
    nextReview: `Next review due by ${formatLongDate(review.nextReview)}.`,
  };
}
