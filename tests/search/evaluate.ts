import type { SearchHit } from "#app/domain/search.ts";
import type { JudgedQuery } from "./queries.ts";

export interface QueryResult {
  query: string;
  right: boolean;
  /**
   * Where the best right item came, 1 = first; null when no right item was found at all. A `none`
   * query (nothing must be found) has rank 1 when nothing was found and null otherwise.
   */
  rank: number | null;
  /** Keys that must not be in the top 5 but are. */
  noise: string[];
  top5: string[];
}

export interface Evaluation {
  total: number;
  right: number;
  /** Share of queries answered right, 0–1. */
  share: number;
  noise: number;
  results: QueryResult[];
}

/** The best rank of a right item among the keys found, as QueryResult.rank. */
export function bestRank(judged: JudgedQuery, keys: readonly string[]): number | null {
  if (judged.none) return keys.length === 0 ? 1 : null;
  const index = keys.findIndex((key) => judged.top3.includes(key));
  return index === -1 ? null : index + 1;
}

/** Scores a search function against judged queries (tests/search/queries.ts, held-out-queries.ts). */
export function evaluate(queries: readonly JudgedQuery[], search: (query: string) => SearchHit[]): Evaluation {
  const results = queries.map((judged): QueryResult => {
    const keys = search(judged.query).map((hit) => hit.entry.key);
    const top5 = keys.slice(0, 5);
    const rank = bestRank(judged, keys);
    const right = rank !== null && rank <= 3;
    return { query: judged.query, right, rank, noise: (judged.notTop5 ?? []).filter((key) => top5.includes(key)), top5 };
  });
  const right = results.filter((r) => r.right).length;
  return {
    total: results.length,
    right,
    share: results.length === 0 ? 0 : right / results.length,
    noise: results.reduce((sum, r) => sum + r.noise.length, 0),
    results,
  };
}

/**
 * The recorded best rank of every judged query, by set and query (tests/search/query-ranks.json, written
 * by `npm run search:eval -- --write`).
 */
export interface RankRecord {
  judged: Record<string, number | null>;
  heldOut: Record<string, number | null>;
}

/**
 * Queries whose rank is worse than recorded (a larger number, or not found where it was found), and
 * queries with no record or a record with no query. An improvement is not a regression.
 */
export function rankRegressions(record: Record<string, number | null>, evaluation: Evaluation): string[] {
  const problems: string[] = [];
  const queries = new Set(evaluation.results.map((r) => r.query));
  for (const { query, rank } of evaluation.results) {
    if (!(query in record)) {
      problems.push(`${JSON.stringify(query)}: no recorded rank`);
      continue;
    }
    const recorded = record[query]!;
    if (recorded === null) continue;
    if (rank === null || rank > recorded) problems.push(`${JSON.stringify(query)}: rank ${rank ?? "not found"}, recorded ${recorded}`);
  }
  for (const query of Object.keys(record))
    if (!queries.has(query)) problems.push(`${JSON.stringify(query)}: recorded, but not a judged query`);
  return problems;
}
