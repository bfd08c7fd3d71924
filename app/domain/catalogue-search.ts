import type { CatalogueItem } from "~/content/catalogue";

/** Longest query text we look at; anything longer is cut (hostile or pasted input). */
export const MAX_QUERY_LENGTH = 200;
/** Typos are tolerated only in words of at least this many letters. */
export const TYPO_MIN_WORD_LENGTH = 5;
/** Home suggestions start at 3 characters and show at most 10 (docs/behaviour.md#home). */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_LIMIT = 10;

/** Lower-case, accents folded ("Müllerian" → "mullerian"), spaces collapsed. Never throws. */
export function normaliseText(text: string): string {
  return text
    .slice(0, MAX_QUERY_LENGTH * 10)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
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
    // one substitution, or one transposition of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Does one query word match one word of the item, allowing one typo in long words (also while typing). */
function wordMatches(queryWord: string, itemWord: string): boolean {
  if (itemWord.includes(queryWord)) return true;
  if (queryWord.length < TYPO_MIN_WORD_LENGTH) return false;
  if (withinOneEdit(queryWord, itemWord)) return true;
  for (const length of [queryWord.length - 1, queryWord.length, queryWord.length + 1]) {
    if (length < itemWord.length && withinOneEdit(queryWord, itemWord.slice(0, length))) return true;
  }
  return false;
}

function allWordsMatch(queryWords: string[], itemWords: string[]): boolean {
  return queryWords.every((qw) => itemWords.some((iw) => wordMatches(qw, iw)));
}

export type SearchField = "name" | "aliases" | "description";

/**
 * Rank of an item for a query (lower is better), or null when it does not match.
 * 0 exact name or alias · 1 name starts with the query · 2 name contains it · 3 an alias contains it ·
 * 4 the description contains it · 5 every word matches name/aliases allowing a typo · 6 same in the description.
 */
export function matchRank(
  item: Pick<CatalogueItem, "name" | "aliases" | "description">,
  query: string,
  fields: readonly SearchField[] = ["name", "aliases", "description"],
): number | null {
  const q = normaliseText(query).slice(0, MAX_QUERY_LENGTH).trim();
  if (q === "") return 0;
  const name = normaliseText(item.name);
  const aliases = fields.includes("aliases") ? (item.aliases ?? []).map(normaliseText) : [];
  const description = fields.includes("description") ? normaliseText(item.description) : "";

  if (name === q || aliases.includes(q)) return 0;
  if (name.startsWith(q)) return 1;
  if (name.includes(q)) return 2;
  if (aliases.some((alias) => alias.includes(q))) return 3;
  if (description.includes(q)) return 4;

  const queryWords = words(q).slice(0, 20);
  if (queryWords.length === 0) return null;
  if (allWordsMatch(queryWords, [...words(name), ...aliases.flatMap(words)])) return 5;
  if (description !== "" && allWordsMatch(queryWords, [...words(name), ...aliases.flatMap(words), ...words(description)]))
    return 6;
  return null;
}

/** Items matching the query, best first; equal ranks keep catalogue order. An empty query keeps all. */
export function searchCatalogue<T extends Pick<CatalogueItem, "name" | "aliases" | "description">>(
  items: readonly T[],
  query: string,
  fields?: readonly SearchField[],
): T[] {
  const ranked: { item: T; rank: number; index: number }[] = [];
  items.forEach((item, index) => {
    const rank = matchRank(item, query, fields);
    if (rank !== null) ranked.push({ item, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((entry) => entry.item);
}

/** Home search: nothing under 3 characters; name (and alias) match; at most 10. */
export function homeSuggestions<T extends Pick<CatalogueItem, "name" | "aliases" | "description">>(
  items: readonly T[],
  query: string,
): T[] {
  if (normaliseText(query).length < SUGGESTION_MIN_CHARS) return [];
  return searchCatalogue(items, query, ["name", "aliases"]).slice(0, SUGGESTION_LIMIT);
}

/** Where a catalogue item's details live, with the origin kept for the back link. */
export function detailsHref(item: Pick<CatalogueItem, "id" | "type">, from: "home" | "find-test" | "packages"): string {
  const base = item.type === "package" ? "/package-details" : "/test-details";
  return `${base}/${item.id}?from=${from}`;
}
