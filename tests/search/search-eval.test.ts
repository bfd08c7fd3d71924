import { describe, expect, it } from "vitest";
import { normaliseQuery } from "#app/domain/search-text.ts";
import { RANK, searchIndex } from "#app/domain/search.ts";
import { siteSearchIndex } from "#app/domain/site-search-index.ts";
import * as searchTerms from "#content/search-terms.ts";
import { evaluate, rankRegressions, type RankRecord } from "./evaluate.ts";
import { HELD_OUT_FLOOR, heldOutQueries } from "./held-out-queries.ts";
import { judgedQueries, type JudgedQuery } from "./queries.ts";
import recordedRanks from "./query-ranks.json";

const search = (query: string) => searchIndex(siteSearchIndex, query, { ignoredSuffixes: searchTerms.ignoredQuerySuffixes });
const normalise = (text: string) => normaliseQuery(text, searchTerms.ignoredQuerySuffixes);

function expectWellFormed(queries: readonly JudgedQuery[]) {
  const keys = new Set(siteSearchIndex.map((entry) => entry.key));
  for (const judged of queries) {
    for (const key of [...judged.top3, ...(judged.notTop5 ?? [])]) expect(keys.has(key), `${judged.query}: ${key}`).toBe(true);
    expect(judged.none === true || judged.top3.length > 0, judged.query).toBe(true);
  }
  expect(new Set(queries.map((q) => q.query)).size, "each query once").toBe(queries.length);
}

describe("judged search queries", () => {
  const evaluation = evaluate(judgedQueries, search);

  it("has at least 80 queries naming items that exist", () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(80);
    expectWellFormed(judgedQueries);
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

describe("held-out misspellings", () => {
  const evaluation = evaluate(heldOutQueries, search);

  it("has at least 40 queries naming items that exist, none also a judged query", () => {
    expect(heldOutQueries.length).toBeGreaterThanOrEqual(40);
    expectWellFormed(heldOutQueries);
    const judged = new Set(judgedQueries.map((q) => normalise(q.query)));
    expect(heldOutQueries.filter((q) => judged.has(normalise(q.query))).map((q) => q.query)).toEqual([]);
  });

  it("stay held out: no held-out query is a word of search-terms.ts", () => {
    const listed = [
      ...Object.values(searchTerms.catalogueTerms),
      ...Object.values(searchTerms.departmentTestTerms),
      ...Object.values(searchTerms.homeServiceTerms),
      ...Object.values(searchTerms.homeCarePackageTerms),
      ...Object.values(searchTerms.includedTestTerms),
      ...Object.values(searchTerms.emergencyTerms),
      ...searchTerms.notOfferedTests.map((test) => [test.name, ...test.words]),
    ].flat();
    expect(listed.length).toBeGreaterThan(300);
    const words = new Set(listed.map(normalise));
    expect(heldOutQueries.filter((q) => words.has(normalise(q.query))).map((q) => q.query)).toEqual([]);
  });

  it("stay held out: no held-out query is the exact name or other name of an item", () => {
    const exact = heldOutQueries.filter((q) => search(q.query).some((hit) => hit.rank === RANK.exact)).map((q) => q.query);
    expect(exact).toEqual([]);
  });

  it(`puts a right item in the top 3 for at least ${HELD_OUT_FLOOR * 100}% of them, with no noise`, () => {
    const wrong = evaluation.results.filter((r) => !r.right).map((r) => `${r.query} → ${r.top5.join(", ") || "(nothing)"}`);
    expect(evaluation.share, wrong.join("\n")).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
    expect(evaluation.noise).toBe(0);
  });
});

/**
 * Every judged query, held-out included, against its recorded best rank (tests/search/query-ranks.json):
 * a query whose right item drops (or is no longer found) fails, even while the shares stay above their
 * floors; a better rank passes. After a deliberate change to the search or its words, refresh the record
 * with `npm run search:eval -- --write` and say in the commit which ranks moved and why.
 */
describe("each query's rank", () => {
  const record: RankRecord = recordedRanks;

  it("is no worse than recorded, for every judged query", () => {
    expect(Object.keys(record.judged)).toHaveLength(judgedQueries.length);
    expect(rankRegressions(record.judged, evaluate(judgedQueries, search))).toEqual([]);
  });

  it("is no worse than recorded, for every held-out query", () => {
    expect(Object.keys(record.heldOut)).toHaveLength(heldOutQueries.length);
    expect(rankRegressions(record.heldOut, evaluate(heldOutQueries, search))).toEqual([]);
  });

  it("fails a query that drops or is lost, and passes one that improves", () => {
    const evaluation = evaluate([{ query: "x", kind: "name", top3: ["catalogue-1"] }], () => []);
    expect(rankRegressions({ x: 2 }, evaluation)).toEqual(['"x": rank not found, recorded 2']);
    expect(rankRegressions({ x: null }, evaluation)).toEqual([]);
    const second = evaluate([{ query: "x", kind: "name", top3: ["catalogue-1"] }], () =>
      siteSearchIndex.slice(0, 2).map((entry) => ({ entry, rank: RANK.exact })),
    );
    expect(second.results[0]!.rank).toBe(1);
    expect(rankRegressions({ x: 1 }, second)).toEqual([]);
    expect(rankRegressions({ x: 3 }, second)).toEqual([]);
    expect(rankRegressions({}, second)).toEqual(['"x": no recorded rank']);
    expect(rankRegressions({ x: 1, y: 1 }, second)).toEqual(['"y": recorded, but not a judged query']);
  });
});
