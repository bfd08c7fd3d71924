/**
 * The service figures the site quotes, each with where it comes from and the period it covers, so a
 * reader can tell a measured result from a promise. The time shown on each test is the latest we commit
 * to; these figures say how often reports came sooner. Update the figures and the period together.
 */
export const claimSource = "internal data, Apr–Sep 2025";

export const serviceFigures = {
  /** Share of home visits completed within 3 hours of booking. */
  homeVisitsWithin3h: "85%",
  /** Share of routine reports released within 6 hours of the sample reaching the lab. */
  reportsWithin6h: "80%",
  /** Average post-visit rating and how many ratings it averages. */
  rating: "4.8",
  ratingOutOf: "5",
  ratingCount: "2,500+",
} as const;

/** One sentence per figure, with its source and period, for FAQs and notes. */
export const claimSentences = {
  homeVisits: `${serviceFigures.homeVisitsWithin3h} of home visits were completed within 3 hours of booking (${claimSource}).`,
  reports: `${serviceFigures.reportsWithin6h} of routine reports were released within 6 hours of the sample reaching the lab (${claimSource}); the time shown on each test is the latest to expect.`,
  rating: `Average post-visit rating ${serviceFigures.rating}/${serviceFigures.ratingOutOf} from ${serviceFigures.ratingCount} ratings (${claimSource}).`,
} as const;

/**
 * The 60-minute response of fast blood collection is a target, not a measured result: the share of
 * visits that met it is not yet measured, so the measured 3-hour figure stands beside it.
 */
export const responseTarget = {
  /** The spec's phrase, marked as an aim. */
  feature: "Aim: 60-minute response in metros",
  badge: "60-min Target",
  sentence: `We aim to reach you within 60 minutes in metro areas when a slot is free; this is a target, not a promise. ${claimSentences.homeVisits}`,
} as const;
