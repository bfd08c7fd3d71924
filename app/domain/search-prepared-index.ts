import type { SearchEntry } from "./search-index.ts";
import { normaliseQuery, normaliseText, wordsOf } from "./search-text.ts";

/**
 * The words of an index the search (./search.ts) looks up, worked out once per index and kept for it:
 * each entry's normalised names, other names, included tests and description, which entries each word
 * is in, and the known words "did you mean" draws on.
 */

export interface Phrase {
  text: string;
  words: string[];
}

export interface PreparedEntry {
  entry: SearchEntry;
  index: number;
  /** The name first, then the other names. */
  names: Phrase[];
  includes: { name: string; phrases: Phrase[] }[];
  description: string;
}

const phrase = (text: string): Phrase => {
  const normalised = normaliseText(text);
  return { text: normalised, words: wordsOf(normalised) };
};

interface PreparedIndex {
  entries: PreparedEntry[];
  /** Every distinct word of names, other names and included tests. */
  vocabulary: string[];
  /** The entries (by position) each word of the vocabulary is in. */
  entriesOf: Map<string, number[]>;
}

const prepared = new WeakMap<readonly SearchEntry[], PreparedIndex>();

/**
 * What is worked out from an entry's names, kept by its list of other names (and checked against its
 * name): an index that holds the same entries again (the index once the descriptions have come) reuses
 * it, and only the descriptions are normalised again.
 */
function byEntryNames<T>(cache: WeakMap<readonly string[], { name: string; value: T }>, entry: SearchEntry, work: () => T): T {
  const known = cache.get(entry.terms);
  if (known?.name === entry.name) return known.value;
  const value = work();
  cache.set(entry.terms, { name: entry.name, value });
  return value;
}

const preparedNames = new WeakMap<
  readonly string[],
  { name: string; value: { suffixes: readonly string[]; names: Phrase[]; includes: PreparedEntry["includes"] } }
>();

function namesOf(entry: SearchEntry, ignoredSuffixes: readonly string[]): Pick<PreparedEntry, "names" | "includes"> {
  const work = () => ({
    suffixes: ignoredSuffixes,
    names: [entry.name, ...entry.terms].map((text) => {
      // Patient words may be written with the suffix ("khoon ki jaanch"); the query never keeps it.
      const normalised = normaliseQuery(text, ignoredSuffixes);
      return { text: normalised, words: wordsOf(normalised) };
    }),
    includes: entry.includes.map((include) => ({ name: include.name, phrases: [include.name, ...include.terms].map(phrase) })),
  });
  const known = byEntryNames(preparedNames, entry, work);
  if (known.suffixes === ignoredSuffixes) return known;
  const again = work();
  preparedNames.set(entry.terms, { name: entry.name, value: again });
  return again;
}

/** Normalised words of every entry, computed once per index. */
export function preparedIndex(index: readonly SearchEntry[], ignoredSuffixes: readonly string[]): PreparedIndex {
  let ready = prepared.get(index);
  if (!ready) {
    const entries = index.map((entry, position) => ({
      entry,
      index: position,
      ...namesOf(entry, ignoredSuffixes),
      description: ` ${normaliseText(entry.description)}`,
    }));
    const entriesOf = new Map<string, number[]>();
    const add = (word: string, position: number) => {
      const list = entriesOf.get(word);
      if (!list) entriesOf.set(word, [position]);
      else if (list[list.length - 1] !== position) list.push(position);
    };
    for (const item of entries) {
      for (const name of item.names) for (const word of name.words) add(word, item.index);
      for (const include of item.includes) for (const p of include.phrases) for (const word of p.words) add(word, item.index);
    }
    ready = { entries, vocabulary: [...entriesOf.keys()], entriesOf };
    prepared.set(index, ready);
  }
  return ready;
}

const knownWordsOf = new WeakMap<readonly SearchEntry[], Map<string, string>>();
/** An entry's known words (normalised, as written), as `byEntryNames` keeps them. */
const knownWordsOfEntry = new WeakMap<readonly string[], { name: string; value: [string, string][] }>();

const entryKnownWords = (entry: SearchEntry): [string, string][] =>
  byEntryNames(knownWordsOfEntry, entry, () =>
    [entry.name, ...entry.terms].flatMap((text) =>
      text
        .split(/[^\p{L}\p{N}]+/u)
        .map((word): [string, string] => [normaliseText(word), word])
        .filter(([normalised]) => normalised.length >= 3),
    ),
  );

/** Normalised word → the word as written, from every name and other name (once per index). */
export function knownWords(index: readonly SearchEntry[]): Map<string, string> {
  let known = knownWordsOf.get(index);
  if (!known) {
    known = new Map<string, string>();
    for (const entry of index)
      for (const [normalised, word] of entryKnownWords(entry)) if (!known.has(normalised)) known.set(normalised, word);
    knownWordsOf.set(index, known);
  }
  return known;
}
