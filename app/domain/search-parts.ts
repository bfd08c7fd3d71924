import type { SafetyNotice, SafetyNoticeKey } from "#content/safety-notices.ts";
import type { SearchEntry } from "./search-index.ts";
import type { SearchOptions } from "./search.ts";

/**
 * The site search index in parts, as the build writes it for the browser to fetch on first use
 * (docs/decisions/040-search-index-in-parts.md):
 * - the SEARCH part: what matching, filtering, sorting and a suggestion need (names, other names,
 *   included tests, category, specialty, price, kind, popular, path), in index order, what can be
 *   derived left out: defaults, a catalogue id one above the previous entry's, the other names a
 *   name's brackets give (`namePartsOf`), so the part grows by little more than a name and a price per
 *   test (budget: the first search at 5,000 tests, `npm run bench:menu`);
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

/** An entry as the search part holds it: no card fields, no description, what can be derived left out. */
export type CompactEntry = Omit<
  SearchEntry,
  CardField | "description" | "key" | "path" | "terms" | "includes" | "popular" | "catalogueId"
> & {
  /** Left out when it is `catalogue-<catalogueId>`. */
  key?: string;
  /** Left out when the key is left out and it is one above the previous entry's. */
  catalogueId?: number;
  /** Left out when it is the catalogue item's own details page. */
  path?: string;
  /** The other names after those the name's brackets give (`namePartsOf`); left out when none. */
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

/**
 * The words in brackets of a name are an abbreviation or another name: "Treadmill Test (TMT)" → TMT; the
 * name without them is another ("Treadmill Test"). The index puts these first among an entry's other
 * names (search-index.ts), and its search part leaves them out.
 */
export function namePartsOf(name: string): string[] {
  const inBrackets = [...name.matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!.trim());
  const bare = name.replace(/\s*\([^)]*\)/g, "").trim();
  return [...(bare !== name && bare !== "" ? [bare] : []), ...inBrackets.filter((part) => !/^\d/.test(part))];
}

/** The other names an entry's name gives, and the rest; the index puts the name's first (search-index.ts). */
function otherTerms(entry: SearchEntry): readonly string[] {
  const fromName = [...new Set(namePartsOf(entry.name))];
  if (fromName.some((part, i) => entry.terms[i] !== part)) {
    throw new Error(`search-parts: the other names of "${entry.name}" do not start with those its brackets give`);
  }
  return entry.terms.slice(fromName.length);
}

function compactEntry(entry: SearchEntry, previousId: number | undefined): CompactEntry {
  const {
    sample: _s,
    reportTime: _r,
    facts: _f,
    alert: _a,
    alsoIn: _i,
    description: _d,
    key,
    path,
    terms: _t,
    includes,
    popular,
    catalogueId: id,
    ...rest
  } = entry;
  const defaultKey = id !== undefined && key === catalogueKey(id);
  const terms = otherTerms(entry);
  return {
    ...rest,
    ...(defaultKey ? {} : { key }),
    ...(id === undefined || (defaultKey && previousId !== undefined && id === previousId + 1) ? {} : { catalogueId: id }),
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
  return {
    search: index.map((entry, position) => compactEntry(entry, index[position - 1]?.catalogueId)),
    descriptions: index.map((entry) => entry.description),
    cards,
  };
}

/**
 * The entries of the search part as the search code reads them, in order (a catalogue id left out is
 * the previous entry's plus one); each description from the descriptions part, when it has come.
 */
export function expandEntries(compact: readonly CompactEntry[], descriptions?: readonly string[]): SearchPartEntry[] {
  let previousId: number | undefined;
  return compact.map((entry, position) => {
    const { key, catalogueId, path, terms, includes, popular, ...rest } = entry;
    // Without a key the entry is a catalogue item, so its id is written or one above the previous.
    const id = key === undefined ? (catalogueId ?? previousId! + 1) : catalogueId;
    previousId = id;
    return {
      ...rest,
      ...(id !== undefined ? { catalogueId: id } : {}),
      key: key ?? catalogueKey(id!),
      path: path ?? cataloguePath(entry.kind, id!),
      terms: [...new Set([...namePartsOf(entry.name), ...(terms ?? [])])],
      includes: includes ?? [],
      popular: popular ?? false,
      description: descriptions?.[position] ?? "",
    };
  });
}

/** The card chunk that holds the entry at `position`, and its place there. */
export function cardPlace(position: number, chunkSize = CARD_CHUNK_SIZE): { chunk: number; offset: number } {
  return { chunk: Math.floor(position / chunkSize), offset: position % chunkSize };
}

const joined = new WeakMap<CardPart, { entry: SearchPartEntry; whole: SearchEntry }>();

/**
 * An entry whole again: its search part entry with its card. The same entry and card give the same
 * object every time, so a list's memoised card whose item did not change is not rendered again.
 */
export function withCard(entry: SearchPartEntry, card: CardPart): SearchEntry {
  const known = joined.get(card);
  if (known?.entry === entry) return known.whole;
  const whole = { ...entry, ...card };
  joined.set(card, { entry, whole });
  return whole;
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
  /** The prescription list's part (./prescription-part.ts), fetched on first use of the list box. */
  prescription: string;
  chunkSize: number;
}
