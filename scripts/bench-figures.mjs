// The bench's figures (scripts/bench.mjs): a Lighthouse report reduced to what the budgets are about,
// the median of a page's runs, and the budgets (scripts/budgets.mjs) a page's medians miss.
import { BUDGETS, jsBrotliBudgetKb, jsTransferredBudgetKb } from "./budgets.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

// The visitor's own pages (app/site-urls.ts `personalUrls`) are `noindex` on purpose, which Lighthouse's
// SEO score counts against them ("is-crawlable"): theirs is held without that one audit.
const NOT_INDEXED = new Set(["/my-package"]);
export const isNotIndexed = (path) => NOT_INDEXED.has(path.split("?")[0]);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse report reduced to the figures the budgets are about. */
export function figures(lhr) {
  const audits = lhr.audits;
  if (lhr.runtimeError || audits["cumulative-layout-shift"]?.numericValue === undefined) {
    throw new Error(lhr.runtimeError?.message ?? "no metrics (did the page load?)");
  }
  const requests = audits["network-requests"].details?.items ?? [];
  const kb = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
  // The SEO score as Lighthouse weighs it (audits that apply, by weight), less the indexing audit.
  const seoRefs = lhr.categories.seo.auditRefs.filter(
    (ref) => ref.id !== "is-crawlable" && ref.weight > 0 && audits[ref.id]?.score != null,
  );
  const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  return {
    ...scores,
    seoNoIndex: Math.round((seoRefs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0) / seoWeight) * 100),
    lcpMs: audits["largest-contentful-paint"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsKb: kb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: kb(requests),
  };
}

/** What of a page's figures misses its budget, in words; empty when it meets every one. */
export function misses(path, m) {
  return [
    ...CATEGORIES.map((c) => (c === "seo" && isNotIndexed(path) ? ["seo without is-crawlable", m.seoNoIndex] : [c, m[c]]))
      .filter(([, score]) => score < BUDGETS.score)
      .map(([c, score]) => `${c} ${score} < ${BUDGETS.score}`),
    !(m.realLcpMs <= BUDGETS.lcpMs) && `LCP (browser) ${m.realLcpMs} ms > ${BUDGETS.lcpMs}`,
    m.tbtMs > BUDGETS.tbtMs && `TBT ${m.tbtMs} ms > ${BUDGETS.tbtMs}`,
    m.cls > BUDGETS.cls && `CLS ${m.cls} > ${BUDGETS.cls}`,
    !(m.jsBrKb <= jsBrotliBudgetKb(path)) && `JS ${m.jsBrKb} KB (brotli) > ${jsBrotliBudgetKb(path)}`,
    jsTransferredBudgetKb(path) !== undefined &&
      !(m.jsKb <= jsTransferredBudgetKb(path)) &&
      `JS ${Math.round(m.jsKb)} KB (transferred) > ${jsTransferredBudgetKb(path)}`,
    !(m.hydrationMs <= BUDGETS.hydrationWindowMs) && `hydration window ${m.hydrationMs} ms > ${BUDGETS.hydrationWindowMs}`,
    !(m.headerMs <= BUDGETS.headerAnswersMs) && `header answers ${m.headerMs} ms > ${BUDGETS.headerAnswersMs}`,
    path === "/" && m.totalKb > BUDGETS.homeTotalKb && `total ${m.totalKb} KB > ${BUDGETS.homeTotalKb}`,
  ].filter(Boolean);
}
