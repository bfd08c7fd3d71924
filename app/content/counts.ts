/**
 * The counts the site states about itself, with what was counted and when (docs/content-review.md,
 * rule 4). Their own small module: the footer of every page quotes the test menu.
 */

/** When the counts below were taken. Update the counts and the date together. */
export const countsDate = "Nov 2026";

/** The "1500+ tests" badge (docs/behaviour.md#claims), with what was counted and when. */
export const testMenuClaim = {
  badge: "1500+ tests",
  value: "1500+",
  /** What the figure counts, for labels beside it. */
  source: `tests on our laboratory's test menu, ${countsDate}`,
  note: `1500+ tests on our laboratory's test menu (${countsDate}). This site lists our most-booked tests and packages; ask us about any other test.`,
} as const;
