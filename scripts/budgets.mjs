// Performance budgets: `npm run bench` (Lighthouse) checks all of them; the bundle-size check in
// `npm test` (tests/e2e/bundle-budget.spec.ts) holds the JavaScript one on every pre-rendered page.
export const BUDGETS = {
  score: 95, // each of performance, accessibility, best practices and SEO, out of 100
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  jsKb: 136, // JavaScript (gzip), every page: the framework alone is ~127.5 (decision 015)
  jsBrotliKb: 120, // the same JavaScript as both servers send it (brotli), every page
  hydrationWindowMs: 1000, // first contentful paint → hydrated, 4x CPU and slow 4G (median of 3)
  homeTotalKb: 350, // everything the home page transfers
};
