/**
 * The counts the site states about itself, with what was counted and when (docs/content-review.md,
 * rules 4 and 26). Their own small module: the footer of every page quotes the badge. The badge states
 * the list's length (the tests this site lists, counted at build); the laboratory's whole menu is a
 * count with its month (content/en/claims.json, edited at /admin, docs/editing.md), and its note says
 * what the other tests are and how to ask for one.
 */
import claims from "#content/generated/claims.json" with { type: "json" };
import { countWords } from "#words/labels.ts";

const [countsYear, countsMonthNumber] = claims.countsMonth.split("-").map(Number) as [number, number];

/** When the menu was counted, in words ("Nov 2026"). Update the count and the month together. */
export const countsDate = countWords.month(countsYear, countsMonthNumber);

/** "1500+": at least this many on the laboratory's menu. */
const testMenuValue = `${claims.testMenuCount}+`;

/** The tests badge and its note (docs/behaviour.md#claims). */
export const testMenuClaim = {
  /** "210 tests listed": the list's length. */
  badge: countWords.badge(claims.listedTests),
  /** The laboratory's menu, "1500+", for the about page's figure (with `source`). */
  value: testMenuValue,
  /** What the menu's figure counts, for labels beside it. */
  source: countWords.source(countsDate),
  note: countWords.note(testMenuValue, countsDate, claims.listedTests, claims.listedPackages),
} as const;
