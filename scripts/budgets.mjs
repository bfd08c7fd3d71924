// Performance budgets: `npm run bench` (Lighthouse and throttled loads in Chromium) checks all of them;
// the bundle-size check in `npm test` (tests/e2e/bundle-budget.spec.ts) holds the JavaScript one on
// every pre-rendered page, with the same `jsBrotliBudgetKb`.
export const BUDGETS = {
  score: 95, // each of performance, accessibility, best practices and SEO, out of 100
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  // JavaScript a phone loads, as both servers send it (brotli), per page: the scripts its HTML names and
  // their static imports (scripts/bundle-size.mjs). React DOM alone is about 55 KB; with React, the header
  // and the phone bar every page runs 65–66 KB. Each page is held just above what it sent on 2026-12-07
  // (docs/decisions/064-fewer-script-files.md, in both languages, the heavier): /find-test and the home
  // page with 10 KB more for the prescription list box that they are to show before anyone types. The
  // press page loads the card file for the tag list's words. Then, the same day: the card file took a
  // section's one "Before you book" box and a card's View details (decision 062), 0.2 KB on every page
  // with cards, and My Package the prescription's lines kept as written (decision 059), 0.6 KB.
  jsBrotliKb: { default: 71, "/": 84, "/find-test": 87.5, "/my-package": 80.5, "/contact-us": 75.5, "/press": 72 },
  // Every script a page fetches while it loads, on-demand chunks included, as Lighthouse's mobile run
  // counts it: each request's transfer size (response headers and compressed body; brotli, which Chromium
  // asks of a server on 127.0.0.1 as of any https one). One page of each kind, held by
  // tests/e2e/bundle-budget.spec.ts in both languages: under 95 KB the pages that are mostly islands, under
  // 80 the content pages (test and package details, a department, the blog), each just above its figure of
  // 2026-12-07 (decision 064). /find-test keeps what is left up to 95 for the prescription list box; the
  // home page, which fetches the carousel's Embla as it hydrates (7.8 KB), keeps 10 KB for it. Then, the
  // same day, with the changes above: My Package 89.3 KB, a details page 77.2, a department 76.7, the
  // contact page 85.0.
  jsTransferredKb: {
    "/find-test": 95,
    "/contact-us": 85.5,
    "/my-package": 90,
    "/test-details/2": 77.5,
    "/package-details/100": 77.5,
    "/services/pathology/blood-tests": 77,
    "/blog": 78.5,
    "/": 104,
  },
  hydrationWindowMs: 1000, // first contentful paint → every island hydrated, 4x CPU and slow 4G (median of 3)
  headerAnswersMs: 800, // first contentful paint → the phone menu button answered by React, same loads
  homeTotalKb: 350, // everything the home page transfers
  // A page's height on a 375 px phone (`document.documentElement.scrollHeight`, px), in English; a Hindi
  // page's is 8% more, as its type is (`pageHeightBudgetPx`):
  // the home page about ten screens of 667 px, every other page at most about thirteen
  // (docs/decisions/032-one-card-shorter-pages.md). The printable test guide is the exception: every
  // package and the tests marked for the guide, each with its preparation, which cannot be shorter without
  // hiding preparation (41 lines: 13,264 px in English, 13,644 in Hindi, with the instructions the third
  // clinical review added); it no longer grows with the menu (docs/decisions/035-the-guide-lists-a-chosen-few.md). Held by
  // tests/e2e/page-heights.spec.ts on every page of both languages at that width; `node scripts/page-heights.mjs` prints all.
  // The A–Z lists every single test, one row each, on one page of at most 250 rows: 14,088 px in English and
  // 17,527 in Hindi (two-line names) with today's 222 rows; a full page about 19,700 in Hindi. Its sticky
  // letter bar is the way through it (docs/decisions/060-one-page-a-to-z.md).
  pageHeightPx: { default: 9000, "/": 7000, "/home-care": 7000, "/test-guide": 14000, "/all-tests": 20000 },
};

/**
 * The whole menu's budgets, at 5,000 imported tests on the two-core machine (`npm run bench:menu -- 5000`,
 * scripts/bench-menu.mjs; docs/decisions/037-menu-benchmark.md): the build in seconds; how many bytes any
 * page present in both builds may grow over its weight with today's menu; what the first search sends
 * (brotli); keystroke → results at the 95th percentile, 4x CPU; a 20-line prescription read, 4x CPU.
 */
export const MENU_BUDGETS = {
  buildSeconds: 240,
  pageGrowthBytes: 1024,
  // The A–Z's largest page, a full page of 250 rows (162,605 bytes at 5,000 more tests; decision 060).
  indexPageBytes: 170 * 1024,
  firstSearchBrotliBytes: 60 * 1024,
  keystrokeP95Ms: 100,
  // The prescription list reading a 20-line slip at 4x CPU, the median of 20 readings; the first (cold) and the
  // slowest are printed beside it (scripts/bench-prescription.mjs).
  prescriptionReadMs: 50,
};

/**
 * The JavaScript budget (KB, brotli) of a page URL; a query string does not change it, nor the language:
 * "/hi/find-test" has the budget of "/find-test" (app/domain/locale-paths.ts).
 */
export function jsBrotliBudgetKb(url) {
  return BUDGETS.jsBrotliKb[budgetPath(url)] ?? BUDGETS.jsBrotliKb.default;
}

/** The budget of every script a page fetches while it loads (KB as transferred), or undefined where none is set; per path, as above. */
export function jsTransferredBudgetKb(url) {
  return BUDGETS.jsTransferredKb[budgetPath(url)];
}

const budgetPath = (url) => url.split(/[?#]/, 1)[0].replace(/^\/hi(?=\/|$)/, "") || "/";

/**
 * Hindi text is set 8% larger than the Latin (`size-adjust: 108%`, docs/decisions/063-hindi-type.md), so a
 * Hindi page's height budget is its English page's times the same factor: the same number of screens of
 * the same content in the larger type.
 */
const HINDI_TYPE_SCALE = 1.08;

/**
 * The height budget (px at 375 px) of a page URL; "/hi" has the budget of "/", scaled with its type, and a
 * numbered page of the A–Z that of "/all-tests".
 */
export function pageHeightBudgetPx(url) {
  const budget = BUDGETS.pageHeightPx[budgetPath(url).replace(/^\/all-tests\/\d+$/, "/all-tests")] ?? BUDGETS.pageHeightPx.default;
  return /^\/hi(?=[/?#]|$)/.test(url) ? Math.round(budget * HINDI_TYPE_SCALE) : budget;
}
