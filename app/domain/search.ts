import type { SafetyNotice, SafetyNoticeKey } from "#content/safety-notices.ts";
import type { FindTestState } from "./find-test-query.ts";
import { slashAlternatives } from "./prescription-split.ts";
import type { SearchEntry } from "./search-index.ts";
import { knownWords, preparedIndex, type Phrase, type PreparedEntry } from "./search-prepared-index.ts";
import { editDistance, normaliseQuery, normaliseText, typoMatches, wordsOf } from "./search-text.ts";

/**
 * The site search over the index of everything sold (docs/decisions/010-one-search-index.md).
 *
 * Ranking, best first:
 *   0 the query is exactly the name or one of its other names (abbreviation, patient word);
 *   1 every query word starts a word of the name or of one other name ("chest x" → Chest X-Ray);
 *   2 the same allowing one typo in query words of 5 or more letters ("cholestrol", "vitamn");
 *   3 a package that includes the searched test, with a hint ("includes Vitamin D (25-OH)");
 *   4 the query appears in the description, at the start of a word.
 * Within rank 1 and 2, a name the query says more of comes first ("pregnancy test" → Urine pregnancy test
 * before 75 g glucose test in pregnancy). Equal ranks keep the index order (tests before packages). Typos are never tolerated in words under
 * 5 letters, nor between a short query word and a long one, so "vit d" finds Vitamin D and nothing
 * that merely contains a "d". The words of an index are worked out once, ./search-prepared-index.ts.
 */

/** The search part's entries as this module searches them: scripts/bench-search.mjs times `findTests` on them. */
export { expandEntries } from "./search-parts.ts";

export const RANK = { exact: 0, prefix: 1, typo: 2, included: 3, description: 4 } as const;

export interface SearchHit {
  entry: SearchEntry;
  rank: number;
  /** For packages found through what they include: the included test's name. */
  includes?: string;
  /** Within ranks 1 and 2: how many words of the closest matching name the query leaves unsaid (fewer is closer). */
  unsaid?: number;
}

/**
 * Does once, ahead of the first key, the work every search of `index` builds on: its normalised words
 * and the words "did you mean" draws on. Called when an index arrives, so no keystroke pays for it
 * (at 5,000 tests it is most of a second at 4x CPU).
 */
export function prepareSearch(index: readonly SearchEntry[], options: SearchOptions = {}): void {
  preparedIndex(index, options.ignoredSuffixes ?? []);
  knownWords(index);
}

/**
 * For each query word, the index words it starts (`prefix`) and those it matches with one typo
 * (`typo`). Worked out once per keystroke over the distinct words of the index, so each entry only
 * looks words up.
 */
interface WordMatches {
  prefix: Set<string>[];
  typo: Set<string>[];
}

function matchWords(queryWords: readonly string[], vocabulary: readonly string[]): WordMatches {
  const prefix = queryWords.map(() => new Set<string>());
  const typo = queryWords.map(() => new Set<string>());
  for (const word of vocabulary) {
    queryWords.forEach((qw, i) => {
      if (word.startsWith(qw)) prefix[i]!.add(word);
      else if (typoMatches(qw, word)) typo[i]!.add(word);
    });
  }
  return { prefix, typo };
}

function everyWordStarts(matches: WordMatches, words: readonly string[]): boolean {
  return matches.prefix.every((set) => words.some((w) => set.has(w)));
}

function everyWordStartsOrTypo(matches: WordMatches, words: readonly string[]): boolean {
  return matches.prefix.every((set, i) => words.some((w) => set.has(w) || matches.typo[i]!.has(w)));
}

/** How many words of the closest matching name the query leaves unsaid: fewer is a closer match. */
const unsaid = (names: readonly Phrase[], queryWords: number) => Math.min(...names.map((name) => name.words.length)) - queryWords;

/** Rank 4: the query at the start of a word of the description, from three characters. */
const inDescription = (item: PreparedEntry, q: string) => q.length >= 3 && item.description.includes(` ${q}`);

function rankOne(item: PreparedEntry, q: string, matches: WordMatches): Omit<SearchHit, "entry"> | null {
  if (item.names.some((name) => name.text === q)) return { rank: RANK.exact };
  const queryWords = matches.prefix.length;
  const prefixNames = item.names.filter((name) => everyWordStarts(matches, name.words));
  if (prefixNames.length > 0) return { rank: RANK.prefix, unsaid: unsaid(prefixNames, queryWords) };
  const typoNames = item.names.filter((name) => everyWordStartsOrTypo(matches, name.words));
  if (typoNames.length > 0) return { rank: RANK.typo, unsaid: unsaid(typoNames, queryWords) };
  for (const include of item.includes) {
    if (include.phrases.some((p) => p.text === q || everyWordStartsOrTypo(matches, p.words))) {
      return { rank: RANK.included, includes: include.name };
    }
  }
  if (inDescription(item, q)) return { rank: RANK.description };
  return null;
}

export interface SearchOptions {
  /** Trailing words to leave out of the query ("ki jaanch"). */
  ignoredSuffixes?: readonly string[];
  /** Match names, other names and included tests only, never descriptions (rank 4): the prescription list's lines. */
  namesOnly?: boolean;
}

/** "Serum creatinine" without "serum", or null when the query does not start with it. */
function withoutSerum(q: string): string | null {
  const match = /^serum (.+)$/u.exec(q);
  return match ? match[1]! : null;
}

type RankedHit = SearchHit & { index: number };

/** Every entry matching the normalised query `q`, unsorted. */
function rankAll(index: readonly SearchEntry[], q: string, suffixes: readonly string[], namesOnly: boolean): RankedHit[] {
  const queryWords = wordsOf(q).slice(0, 20);
  const { entries, vocabulary, entriesOf } = preparedIndex(index, suffixes);
  const matches = matchWords(queryWords, vocabulary);
  // Ranks 0 to 3 need the first query word in a name, other name or included test, so only the entries
  // holding a word it starts (or matches with a typo) are ranked; the others can only match a description.
  const candidates = new Set<number>();
  for (const words of [matches.prefix[0]!, matches.typo[0]!])
    for (const word of words) for (const position of entriesOf.get(word)!) candidates.add(position);
  const hits: RankedHit[] = [];
  if (namesOnly) {
    for (const position of candidates) {
      const item = entries[position]!;
      const found = rankOne(item, q, matches);
      if (found && found.rank !== RANK.description) hits.push({ entry: item.entry, index: item.index, ...found });
    }
    return hits;
  }
  for (const item of entries) {
    const found = candidates.has(item.index) ? rankOne(item, q, matches) : inDescription(item, q) ? { rank: RANK.description } : null;
    if (found) hits.push({ entry: item.entry, index: item.index, ...found });
  }
  return hits;
}

/**
 * Every entry matching the query, best first. An empty query matches everything, in index order. A
 * query starting "serum" is also searched without it ("serum tsh" finds TSH), its own hits first within
 * a rank, so "serum iron" still puts Serum iron and TIBC before Iron Studies.
 */
export function searchIndex(index: readonly SearchEntry[], query: string, options: SearchOptions = {}): SearchHit[] {
  const suffixes = options.ignoredSuffixes ?? [];
  const q = normaliseQuery(query, suffixes);
  if (q === "") return index.map((entry) => ({ entry, rank: RANK.exact }));
  const namesOnly = options.namesOnly === true;
  const hits = rankAll(index, q, suffixes, namesOnly).map((hit) => ({ ...hit, asTyped: 0 }));
  const bare = withoutSerum(q);
  if (bare !== null) {
    const found = new Set(hits.map((hit) => hit.index));
    for (const hit of rankAll(index, bare, suffixes, namesOnly)) if (!found.has(hit.index)) hits.push({ ...hit, asTyped: 1 });
  }
  hits.sort((a, b) => a.rank - b.rank || a.asTyped - b.asTyped || (a.unsaid ?? 0) - (b.unsaid ?? 0) || a.index - b.index);
  if (hits.length === 0) return alternativesHits(index, query, options);
  return hits.map(({ index: _index, asTyped: _asTyped, ...hit }) => hit);
}

/**
 * A slip's "KFT/RFT" or "CBC / CBP" names one test twice: when the whole query finds nothing, each side
 * of its slashes is searched, the first side's hits first, each entry once. A slash that is part of a
 * name ("R/M", "1/2") is no choice: the same rule as the prescription reader's.
 */
function alternativesHits(index: readonly SearchEntry[], query: string, options: SearchOptions): SearchHit[] {
  const sides = slashAlternatives(query);
  if (sides.length < 2) return [];
  const seen = new Set<SearchEntry>();
  const hits: SearchHit[] = [];
  for (const side of sides.slice(0, 5)) {
    for (const hit of searchIndex(index, side, options)) {
      if (seen.has(hit.entry)) continue;
      seen.add(hit.entry);
      hits.push(hit);
    }
  }
  return hits;
}

/**
 * "Did you mean": known words (from names and other names, as written there) closest to the query's
 * words, at most `limit`. Words of 4 letters or more may be 2 edits away, shorter ones 1.
 */
export function closestTerms(index: readonly SearchEntry[], query: string, options: SearchOptions & { limit?: number } = {}): string[] {
  const queryWords = wordsOf(normaliseQuery(query, options.ignoredSuffixes))
    .filter((w) => w.length >= 3)
    .slice(0, 5);
  if (queryWords.length === 0) return [];
  const known = knownWords(index);
  // A word of the query that is itself a word of a name is no typo: "sr creatinine" never suggests
  // Creatine (another test) for "creatinine".
  const typos = queryWords.filter((word) => !known.has(word));
  const scored: { word: string; distance: number }[] = [];
  for (const [normalised, word] of known) {
    let distance = Infinity;
    for (const qw of typos) {
      const allowed = qw.length >= 4 ? 2 : 1;
      const d = editDistance(qw, normalised, allowed);
      if (d <= allowed && d > 0) distance = Math.min(distance, d);
    }
    if (distance !== Infinity) scored.push({ word: word.charAt(0).toUpperCase() + word.slice(1), distance });
  }
  scored.sort((a, b) => a.distance - b.distance);
  return [...new Set(scored.map((s) => s.word))].slice(0, options.limit ?? 3);
}

/** A test the lab does not offer, when the query names one ("usg" → Ultrasound (USG)). */
export function notOfferedMatch(
  notOffered: readonly { name: string; words: readonly string[] }[],
  query: string,
  options: SearchOptions = {},
): string | undefined {
  const q = normaliseQuery(query, options.ignoredSuffixes);
  if (q === "") return undefined;
  return notOffered.find((test) => test.words.some((word) => normaliseText(word) === q))?.name;
}

/**
 * The boxed notices a search shows above its results: those whose symptom words (content/search-terms.ts
 * `emergencyTerms`) the query holds as whole words ("chest pain test" shows the call-112 box).
 */
export function emergencyNotices(
  terms: Readonly<Partial<Record<SafetyNoticeKey, readonly string[]>>>,
  notices: Readonly<Record<SafetyNoticeKey, SafetyNotice>>,
  query: string,
  options: SearchOptions = {},
): SafetyNotice[] {
  const q = ` ${normaliseQuery(query, options.ignoredSuffixes)} `;
  if (q.trim() === "") return [];
  const keys = (Object.keys(terms) as SafetyNoticeKey[]).filter((key) =>
    (terms[key] ?? []).some((word) => {
      const w = normaliseText(word);
      return w !== "" && q.includes(` ${w} `);
    }),
  );
  // Emergencies first, as on every page (app/domain/safety.ts); the texts come with the search data.
  const found = keys.map((key) => notices[key]);
  return [...found.filter((n) => n.kind === "emergency"), ...found.filter((n) => n.kind === "caution")];
}

/** Home suggestions open from this many characters (as typed) and show at most this many. */
export const SUGGESTION_MIN_CHARS = 3;
export const SUGGESTION_LIMIT = 10;

/** The home search's suggestions: names, other names and included tests (not descriptions), at most 10. */
export function homeSuggestions(index: readonly SearchEntry[], query: string, options: SearchOptions = {}): SearchHit[] {
  if ([...query.trim()].length < SUGGESTION_MIN_CHARS) return [];
  return searchIndex(index, query, options)
    .filter((hit) => hit.rank < RANK.description)
    .slice(0, SUGGESTION_LIMIT);
}

/** /find-test: the text search (best first), then the exact category and specialty filters. */
export function findTests(
  index: readonly SearchEntry[],
  state: Pick<FindTestState, "q" | "category" | "specialty">,
  options: SearchOptions = {},
): SearchHit[] {
  return searchIndex(index, state.q, options).filter(
    ({ entry }) =>
      (state.category === "all" || entry.category === state.category) && (state.specialty === "all" || entry.specialty === state.specialty),
  );
}
