import { describe, expect, it } from "vitest";
import { ignoredQuerySuffixes } from "~/content/search-terms";
import { searchIndex } from "~/domain/search";
import { siteSearchIndex } from "~/domain/site-search-index";
import { evaluate } from "./evaluate";
import { judgedQueries } from "./queries";

describe("judged search queries", () => {
  const evaluation = evaluate(judgedQueries, (query) => searchIndex(siteSearchIndex, query, { ignoredSuffixes: ignoredQuerySuffixes }));

  it("has at least 80 queries naming items that exist", () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(80);
    const keys = new Set(siteSearchIndex.map((entry) => entry.key));
    for (const judged of judgedQueries) {
      for (const key of [...judged.top3, ...(judged.notTop5 ?? [])]) expect(keys.has(key), `${judged.query}: ${key}`).toBe(true);
      expect(judged.none === true || judged.top3.length > 0, judged.query).toBe(true);
    }
  });

  it("puts a right item in the top 3 for at least 95% of them", () => {
    const wrong = evaluation.results.filter((r) => !r.right).map((r) => `${r.query} → ${r.top5.join(", ")}`);
    expect(evaluation.share, wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("brings no noise into the top 5", () => {
    const noisy = evaluation.results.filter((r) => r.noise.length > 0).map((r) => `${r.query}: ${r.noise.join(", ")}`);
    expect(noisy).toEqual([]);
  });
});
