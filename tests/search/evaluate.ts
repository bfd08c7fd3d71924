import type { SearchHit } from "~/domain/search";
import type { JudgedQuery } from "./queries";

export interface QueryResult {
  query: string;
  right: boolean;
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

/** Scores a search function against the judged queries (tests/search/queries.ts). */
export function evaluate(queries: readonly JudgedQuery[], search: (query: string) => SearchHit[]): Evaluation {
  const results = queries.map((judged): QueryResult => {
    const keys = search(judged.query).map((hit) => hit.entry.key);
    const top5 = keys.slice(0, 5);
    const right = judged.none ? keys.length === 0 : keys.slice(0, 3).some((key) => judged.top3.includes(key));
    return { query: judged.query, right, noise: (judged.notTop5 ?? []).filter((key) => top5.includes(key)), top5 };
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
