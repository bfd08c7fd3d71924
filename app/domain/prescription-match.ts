import type { PrescriptionPart } from "./prescription-data.ts";
import type { ItemMatch, PrescriptionSources, ReadLine } from "./prescription-types.ts";
import type { SearchEntry } from "./search-index.ts";
import { preparedIndex } from "./search-prepared-index.ts";
import { normaliseQuery } from "./search-text.ts";
import { RANK, searchIndex, type SearchOptions } from "./search.ts";

/**
 * One line of a prescription matched, in this order: the staff's shorthand list; a study the lab does
 * not do named alone; a name or other name of the menu exactly; a study the lab does not do named with
 * more words ("USG whole abdomen"); the site search (./search.ts, the same ranking the search box shows). Nothing here is a second matcher: words are compared as the search compares them.
 */

/** At most this many choices are offered on a line that could mean several items. */
const MAX_CHOICES = 4;

/** Words a line may add after a name without meaning another test: "Vit D level", "HbA1c test". */
const TRAILING_FILLER = /\s(?:test|tests|level|levels|lvl|estimation|check|report|please)$/u;

/**
 * Works out once, ahead of the first list, what every reading of these sources looks up: the index's
 * names and ids and the part's spellings. Call it when the data arrives (as the search box calls
 * `prepareSearch`), so no reading pays for it.
 */
export function preparePrescription(sources: PrescriptionSources): void {
  lookups(sources.index, sources.options);
  partWords(sources.part, sources.options);
}

/** The My Package id of a search entry, or null for what cannot join a list (a home service, priced as a range). */
function packageIdOf(key: string): string | null {
  const match = /^(?:catalogue|department|home-package)-(.+)$/.exec(key);
  return match ? match[1]! : null;
}

const toMatch = (entry: SearchEntry, id: string): ItemMatch => ({
  id,
  type: entry.kind === "package" ? "package" : "test",
  name: entry.name,
  price: entry.price,
});

interface Lookups {
  /** A normalised name or other name → the entries (positions) that go by it. */
  byName: Map<string, number[]>;
  /** My Package id → entry position. */
  byId: Map<string, number>;
}

const lookupsOf = new WeakMap<readonly SearchEntry[], Lookups>();

/** The index's names and ids, worked out once per index from the search's own prepared words. */
function lookups(index: readonly SearchEntry[], options: SearchOptions): Lookups {
  let found = lookupsOf.get(index);
  if (found) return found;
  const byName = new Map<string, number[]>();
  const byId = new Map<string, number>();
  for (const item of preparedIndex(index, options.ignoredSuffixes ?? []).entries) {
    const id = packageIdOf(item.entry.key);
    if (id === null) continue;
    byId.set(id, item.index);
    for (const name of item.names) {
      const list = byName.get(name.text);
      if (!list) byName.set(name.text, [item.index]);
      else if (!list.includes(item.index)) list.push(item.index);
    }
  }
  found = { byName, byId };
  lookupsOf.set(index, found);
  return found;
}

interface PartWords {
  shorthand: Map<string, string>;
  notDone: Map<string, { study: string; says: string }>;
}

const partWordsOf = new WeakMap<PrescriptionPart, PartWords>();

function partWords(part: PrescriptionPart, options: SearchOptions): PartWords {
  let found = partWordsOf.get(part);
  if (found) return found;
  const suffixes = options.ignoredSuffixes ?? [];
  found = { shorthand: new Map(), notDone: new Map() };
  for (const { words, item } of part.shorthands) for (const word of words) found.shorthand.set(normaliseQuery(word, suffixes), item);
  for (const { name, words, says } of part.notDone)
    for (const word of words) found.notDone.set(normaliseQuery(word, suffixes), { study: name, says });
  partWordsOf.set(part, found);
  return found;
}

/** The item of a My Package id, as a line shows it, or null when the index does not hold it. */
export function matchOfId(id: string, sources: Pick<PrescriptionSources, "index" | "options">): ItemMatch | null {
  const position = lookups(sources.index, sources.options).byId.get(id);
  return position === undefined ? null : toMatch(sources.index[position]!, id);
}

/** Whether a piece of a line, separators and all ("PT/INR"), is a shorthand, a study or a name of the menu. */
export function isKnownName(text: string, sources: PrescriptionSources): boolean {
  const q = normaliseQuery(text, sources.options.ignoredSuffixes);
  const words = partWords(sources.part, sources.options);
  return q !== "" && (words.shorthand.has(q) || words.notDone.has(q) || lookups(sources.index, sources.options).byName.has(q));
}

function fromEntries(text: string, positions: readonly number[], sources: PrescriptionSources): ReadLine | null {
  const choices = positions.flatMap((position) => {
    const entry = sources.index[position]!;
    const id = packageIdOf(entry.key);
    return id === null ? [] : [toMatch(entry, id)];
  });
  if (choices.length === 0) return null;
  // A line names a test: a word one test and some packages share ("AMH", the test and the fertility
  // package) is the test's; a package is meant by its own name.
  const tests = choices.filter((choice) => choice.type === "test");
  if (tests.length === 1) return { text, status: "matched", match: tests[0]! };
  if (choices.length === 1) return { text, status: "matched", match: choices[0]! };
  return { text, status: "ambiguous", choices: choices.slice(0, MAX_CHOICES) };
}

/** A line by the exact words of a shorthand, a study or a name (the words as normalised). */
function exactly(text: string, q: string, sources: PrescriptionSources): ReadLine | null {
  const words = partWords(sources.part, sources.options);
  const shorthand = words.shorthand.get(q);
  const item = shorthand === undefined ? null : matchOfId(shorthand, sources);
  if (item) return { text, status: "matched", match: item };
  const study = words.notDone.get(q);
  if (study) return { text, status: "not-done", ...study };
  const named = lookups(sources.index, sources.options).byName.get(q);
  return named ? fromEntries(text, named, sources) : null;
}

/** The site search's best hits for a line: one that ranks alone is the match, a tie asks which. */
function searched(text: string, query: string, sources: PrescriptionSources): ReadLine | null {
  const hits = searchIndex(sources.index, query, { ...sources.options, namesOnly: true }).filter(
    (hit) => packageIdOf(hit.entry.key) !== null,
  );
  const best = hits[0];
  if (!best || best.rank > RANK.included) return null;
  const tied = hits.filter((hit) => hit.rank === best.rank && (hit.unsaid ?? 0) === (best.unsaid ?? 0));
  const line = fromEntries(
    text,
    tied.map((hit) => lookups(sources.index, sources.options).byId.get(packageIdOf(hit.entry.key)!)!),
    sources,
  );
  // A package found only through a test it holds is a suggestion to confirm, never a match.
  if (line?.status === "matched" && best.rank === RANK.included) return { text, status: "ambiguous", choices: [line.match] };
  return line;
}

/** A study the lab does not do, named among other words ("USG whole abdomen", "MRI brain"). */
function notDoneWithin(text: string, q: string, sources: PrescriptionSources): ReadLine | null {
  const padded = ` ${q} `;
  for (const [word, study] of partWords(sources.part, sources.options).notDone) {
    if (padded.includes(` ${word} `)) return { text, status: "not-done", ...study };
  }
  return null;
}

/** A note in brackets after a name: "Lipid profile (fasting)", "TSH (repeat)". */
const BRACKETED = /\s*[([][^)\]]*[)\]]/gu;

/** More words than any name on a slip: a sentence, not searched ("please bring old reports with you"). */
const MAX_SEARCHED_WORDS = 8;

/** One line, as written, matched (see the module's comment). */
export function matchLine(text: string, sources: PrescriptionSources): ReadLine {
  const suffixes = sources.options.ignoredSuffixes;
  const q = normaliseQuery(text, suffixes);
  if (q === "") return { text, status: "unmatched" };
  const unbracketed = text.replace(BRACKETED, "").trim();
  const bare = unbracketed === text || unbracketed === "" ? null : normaliseQuery(unbracketed, suffixes);
  // "Serum TSH": the shorthand and names say "S. TSH" / "TSH".
  const alternatives = [q.replace(TRAILING_FILLER, ""), q.replace(/^serum (?=.)/u, ""), bare, bare?.replace(TRAILING_FILLER, "")];
  for (const words of [q, ...alternatives]) {
    const found = words ? exactly(text, words, sources) : null;
    if (found) return askWhenTestsToo(found, words!, sources);
  }
  // A study named among other words ("USG whole abdomen") before the search, which has nothing for it.
  const study = notDoneWithin(text, q, sources);
  if (study) return study;
  const query = bare ?? q;
  const searchedLine = query.split(" ").length <= MAX_SEARCHED_WORDS ? searched(text, query, sources) : null;
  return searchedLine ? askWhenTestsToo(searchedLine, query, sources) : { text, status: "unmatched" };
}

/**
 * A line that names only a package by a word patients use for it ("dengue", the fever package) while
 * tests start with that word (Dengue NS1, IgM, IgG) asks which: the tests first, then the package.
 */
function askWhenTestsToo(line: ReadLine, query: string, sources: PrescriptionSources): ReadLine {
  if (line.status !== "matched" || line.match.type !== "package") return line;
  const tests = searchIndex(sources.index, query, { ...sources.options, namesOnly: true })
    .filter((hit) => hit.rank <= RANK.prefix && hit.entry.kind === "test" && packageIdOf(hit.entry.key) !== null)
    .slice(0, MAX_CHOICES - 1)
    .map((hit) => toMatch(hit.entry, packageIdOf(hit.entry.key)!));
  return tests.length === 0 ? line : { text: line.text, status: "ambiguous", choices: [...tests, line.match] };
}
