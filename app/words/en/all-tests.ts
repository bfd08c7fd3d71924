/** The words of "All tests A–Z" (app/features/find-test/all-tests-page.tsx): page-only, in no script. */
export const allTests = {
  eyebrow: "Find a test",
  title: "All tests A–Z",
  lead: "Every test we do on its own, by name, with its price. Open a test for its sample, fasting, report time and booking.",
  pageOf: (page: number, pages: number, first: string, last: string) => `Page ${page} of ${pages}: ${first} to ${last}.`,
  none: "No tests are listed yet. Call us and we will tell you what we can do.",
  pagesLabel: "Pages of the index",
  listLabel: "Tests on this page",
  lettersLabel: "Jump to a letter",
  /** A letter's list, for screen readers ("Tests under C"). */
  letterList: (letter: string) => `Tests under ${letter}`,
  /** Between an everyday name and the test it means: "Creatinine, see Serum creatinine (with eGFR)". */
  see: "see",
  /** On an old page number of the index, above the whole index. */
  moved: "The A–Z is now one page: every test is below.",
  search: "Search by name, an everyday word or a prescription's spelling instead",
};
