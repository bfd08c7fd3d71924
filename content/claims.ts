import claims from "#content/generated/en/claims.json" with { type: "json" };
import { locale } from "#words/en/locale.ts";
import { claimWords } from "#words/en/labels.ts";

/**
 * The service figures the site quotes, each with where it comes from and the period it covers, so a
 * reader can tell a measured result from a promise. The time shown on each test is the latest we commit
 * to; these figures say how often reports came sooner. The figures and their period are in
 * content/en/claims.json (edited at /admin, docs/editing.md); the sentences quoting them are built here.
 */
export const claimSource = claims.figuresSource;

/** How signed reports reach patients ("by email and on chat, as a secure PDF link"): the one statement every page quotes. */
export const reportDelivery: string = claims.reportDelivery;

export const serviceFigures = {
  /** Share of home visits completed within 3 hours of booking. */
  homeVisitsWithin3h: `${claims.homeVisitsWithin3hPercent}%`,
  /** Share of routine reports released within 6 hours of the sample reaching the lab. */
  reportsWithin6h: `${claims.reportsWithin6hPercent}%`,
  /** Average post-visit rating and how many ratings it averages. */
  rating: String(claims.rating),
  ratingOutOf: String(claims.ratingOutOf),
  /** "2,500+": at least this many. */
  ratingCount: `${claims.ratingCount.toLocaleString(locale.intl)}+`,
} as const;

/** One sentence per figure, with its source and period, for FAQs and notes. */
export const claimSentences = {
  homeVisits: claimWords.homeVisits(serviceFigures.homeVisitsWithin3h, claimSource),
  reports: claimWords.reports(serviceFigures.reportsWithin6h, claimSource),
  rating: claimWords.rating(serviceFigures.rating, serviceFigures.ratingOutOf, serviceFigures.ratingCount, claimSource),
} as const;

/**
 * The 60-minute response of fast blood collection is a target, not a measured result: the share of
 * visits that met it is not yet measured, so the measured 3-hour figure stands beside it.
 */
export const responseTarget = {
  /** The spec's phrase, marked as an aim. */
  feature: claims.responseTarget.feature,
  badge: claims.responseTarget.badge,
  sentence: `${claims.responseTarget.aim} ${claimSentences.homeVisits}`,
} as const;
