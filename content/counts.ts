/**
 * The counts the site states about itself, with what was counted and when (docs/content-review.md,
 * rule 4). Their own small module: the footer of every page quotes the test menu. The counts and their
 * date are in content/en/claims.json (edited at /admin, docs/editing.md).
 */
import claims from "#content/generated/en/claims.json" with { type: "json" };
import { countWords } from "#words/en/labels.ts";

/** When the counts below were taken. Update the counts and the date together. */
export const countsDate = claims.countsDate;

/** "1500+": at least this many. */
const testMenuValue = `${claims.testMenuCount}+`;

/** The "1500+ tests" badge (docs/behaviour.md#claims), with what was counted and when. */
export const testMenuClaim = {
  badge: countWords.badge(testMenuValue),
  value: testMenuValue,
  /** What the figure counts, for labels beside it. */
  source: countWords.source(countsDate),
  note: countWords.note(testMenuValue, countsDate),
} as const;
