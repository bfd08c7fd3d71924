import type { SearchEntry } from "./search-index";
import type { SearchOptions } from "./search";
import type { SafetyNotice, SafetyNoticeKey } from "~/content/safety-notices";

/**
 * The site search index in parts, as the build writes it for the browser to fetch on first use
 * (docs/decisions/040-search-index-in-parts.md):
 * - the SEARCH part: what matching, filtering, sorting and a suggestion need (names, other names,
 *   included tests, category, specialty, price, kind, popular, path), in index order, defaults left out;
 * - the DESCRIPTIONS part: each entry's description, by position (rank 4 matching), fetched after the
 *   first results show;
 * - CARD parts: what a result card adds (sample, report time, facts, call-112 line), in chunks of
 *   `CARD_CHUNK_SIZE` entries by position, fetched only for the results shown.
 * Every other field of an entry stays in the search part, so a field added to `SearchEntry` later is
 * carried without a change here.
 */

export const CARD_CHUNK_SIZE = 25;

const CARD_FIELDS = ["sample", "reportTime", "facts", "alert", "alsoIn"] as const;
type CardField = (typeof CARD_FIELDS)[number];

/** What a result card adds to an entry of the search part. */
export type CardPart = Pick<SearchEntry, CardField>;

/** An entry as the search part holds it: no card fields, no description, empty lists and `false` left out. */
export type CompactEntry = Omit<SearchEntry, CardField | "description" | "key" | "path" | "terms" | "includes" | "popular"> & {
  /** Left out when it is `catalogue-<catalogueId>`. */
  key?: string;
  /** Left out when it is the catalogue item's own details page. */
  path?: string;
  terms?: SearchEntry["terms"];
  includes?: SearchEntry["includes"];
  popular?: true;
};

/** An entry of the search part, expanded: everything but its description and card. */
export type SearchPartEntry = Omit<SearchEntry, CardField>;

export interface SplitIndex {
  search: CompactEntry[];
  descriptions: string[];
  cards: CardPart[][];
}

const catalogueKey = (id: number) => `catalogue-${id}`;
const cataloguePath = (kind: SearchEntry["kind"], id: number) => `${kind === "package" ? "/package-details" : "/test-details"}/${id}`;

function compactEntry(entry: SearchEntry): CompactEntry {
  const { sample: _s, reportTime: _r, facts: _f, alert: _a, alsoIn: _i, description: _d, key, path, terms, includes, popular, ...rest } = entry;
  const id = entry.catalogueId;
  return {
    ...rest,
    ...(id !== undefined && key === catalogueKey(id) ? {} : { key }),
    ...(id !== undefined && path === cataloguePath(entry.kind, id) ? {} : { path }),
    ...(terms.length > 0 ? { terms } : {}),
    ...(includes.length > 0 ? { includes } : {}),
    ...(popular ? { popular: true as const } : {}),
  };
}

function cardOf(entry: SearchEntry): CardPart {
  const card: Partial<CardPart> = {};
  for (const field of CARD_FIELDS) if (entry[field] !== undefined) Object.assign(card, { [field]: entry[field] });
  return card as CardPart;
}

/** The index in its parts (see above). */
export function splitSearchIndex(index: readonly SearchEntry[], chunkSize = CARD_CHUNK_SIZE): SplitIndex {
  const cards: CardPart[][] = [];
  index.forEach((entry, position) => {
    const chunk = Math.floor(position / chunkSize);
    (cards[chunk] ??= []).push(cardOf(entry));
  });
  return { search: index.map(compactEntry), descriptions: index.map((entry) => entry.description), cards };
}

/** An entry of the search part as the search code reads it; its description follows with its own part. */
export function expandEntry(compact: CompactEntry, description = ""): SearchPartEntry {
  const { key, path, terms, includes, popular, ...rest } = compact;
  const id = compact.catalogueId;
  return {
    ...rest,
    key: key ?? catalogueKey(id!),
    path: path ?? cataloguePath(compact.kind, id!),
    terms: terms ?? [],
    includes: includes ?? [],
    popular: popular ?? false,
    description,
  };
}

/** The card chunk that holds the entry at `position`, and its place there. */
export function cardPlace(position: number, chunkSize = CARD_CHUNK_SIZE): { chunk: number; offset: number } {
  return { chunk: Math.floor(position / chunkSize), offset: position % chunkSize };
}

/** An entry whole again: its search part entry with its card. */
export function withCard(entry: SearchPartEntry, card: CardPart): SearchEntry {
  return { ...entry, ...card };
}

/** A short content hash for a part's file name (FNV-1a, 32 bits, hex): a new build never reads an old cached part. */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The search part's JSON: everything a search needs, and the names of the parts fetched later. */
export interface SearchPart {
  entries: CompactEntry[];
  options: SearchOptions;
  notOfferedTests: readonly { name: string; words: readonly string[] }[];
  emergencyTerms: Readonly<Partial<Record<SafetyNoticeKey, readonly string[]>>>;
  safetyNotices: Readonly<Record<SafetyNoticeKey, SafetyNotice>>;
  /** The descriptions part's name (without `.json`, beside this part). */
  descriptions: string;
  /** The card parts' names, in order. */
  cards: string[];
  chunkSize: number;
}
