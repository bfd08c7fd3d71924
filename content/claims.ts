import claims from "#content/generated/claims.json" with { type: "json" };
import { claimWords } from "#words/labels.ts";

/**
 * What the site says about its service, each claim current (docs/content-review.md, rules 4 and 26). The
 * measured service figures (home visits within 3 hours, reports within 6 hours, the post-visit rating)
 * were taken off when their period ran out more than 12 months before the build; they come back only
 * with data of a current period. The response target is an aim, and says so. The facts are in
 * content/en/claims.json (edited at /admin, docs/editing.md); the sentences quoting them are built here.
 */

/** How signed reports reach patients ("by email and on chat, as a secure PDF link"): the one statement every page quotes. */
export const reportDelivery: string = claims.reportDelivery;

/** The sentences FAQs and notes quote: what the report time on each test means. */
export const claimSentences = {
  reports: claimWords.reports,
} as const;

/** The 60-minute response of fast blood collection is a target, not a measured result, and says so. */
export const responseTarget = {
  /** The spec's phrase, marked as an aim. */
  feature: claims.responseTarget.feature,
  badge: claims.responseTarget.badge,
  sentence: claims.responseTarget.aim,
} as const;
