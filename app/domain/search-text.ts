import { normaliseWords } from "#content/normalise-words.ts";
import { MAX_QUERY_LENGTH } from "./find-test-query.ts";

/**
 * The words of the site search: how text is normalised (case, accents, Devanagari signs, "x-ray"), how a
 * query drops an ignored suffix ("ki jaanch"), and when two words count as one typo apart. The ranking
 * that uses them is in search.ts (docs/decisions/010-one-search-index.md).
 */

/** Typos are tolerated only in words of at least this many letters. */
export const TYPO_MIN_WORD_LENGTH = 5;

/** The search's normaliser (#content/normalise-words.ts), on at most ten queries' worth of text. */
export function normaliseText(text: string): string {
  return normaliseWords(text.slice(0, MAX_QUERY_LENGTH * 10));
}

export function wordsOf(normalised: string): string[] {
  return normalised === "" ? [] : normalised.split(" ");
}

/** The query as searched: normalised, with a trailing "ki jaanch" (and the like) left out. */
const normalisedSuffixes = new WeakMap<readonly string[], string[]>();

/**
 * A prescription's "S. Creatinine" / "Sr Creatinine" / "s creatinine" (serum) prefix, dropped from a
 * query and from the names it is compared with, dot or none. "Serum" itself is a word of many names, so
 * the search tries a query with and without it (search.ts `withoutSerum`).
 */
const SERUM_PREFIX = /^\s*(?:s|sr)(?:\.\s*|\s+)(?=\p{L}{2})/iu;

export function normaliseQuery(query: string, ignoredSuffixes: readonly string[] = []): string {
  let q = normaliseText(query.slice(0, MAX_QUERY_LENGTH).replace(SERUM_PREFIX, ""));
  let suffixes = normalisedSuffixes.get(ignoredSuffixes);
  if (!suffixes) {
    suffixes = ignoredSuffixes.map(normaliseText).sort((a, b) => b.length - a.length);
    normalisedSuffixes.set(ignoredSuffixes, suffixes);
  }
  for (const suffix of suffixes) {
    if (suffix !== "" && q.endsWith(` ${suffix}`)) {
      q = q.slice(0, -suffix.length - 1).trim();
      break;
    }
  }
  return q;
}

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * A query word with one typo against an item word: both at least 5 letters, and the item word not
 * much longer (a word still being typed is compared with the start of the item word of its length).
 */
export function typoMatches(queryWord: string, itemWord: string): boolean {
  if (queryWord.length < TYPO_MIN_WORD_LENGTH || itemWord.length < TYPO_MIN_WORD_LENGTH) return false;
  if (withinOneEdit(queryWord, itemWord)) return true;
  if (itemWord.length <= queryWord.length + 1) return false;
  return [queryWord.length - 1, queryWord.length, queryWord.length + 1].some(
    (length) => length >= TYPO_MIN_WORD_LENGTH && withinOneEdit(queryWord, itemWord.slice(0, length)),
  );
}

/** Damerau–Levenshtein distance (adjacent swaps count as one), stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}
