import { normaliseWords } from "#content/normalise-words.ts";
import type { KnownConfusion, NamedOffer } from "./alias-check.ts";
import type { ContentProblem } from "./problems.ts";

/**
 * The prescription shorthands name what they mean (docs/content-review.md, rule 30): each names one test
 * or package the lab sells; no spelling is another item's name or alias (the list box would book the
 * wrong one), a second shorthand's, or a study the lab does not do; and none is a name
 * content/en/known-confusions.json keeps from its test (GCT is never DIPSI). Spellings are compared as
 * the search compares words.
 */

export interface ShorthandEntry {
  words: readonly string[];
  test?: string;
  package?: number;
}

export interface ShorthandCheckInput {
  file: string;
  shorthands: readonly ShorthandEntry[];
  notDone: readonly { words: readonly string[] }[];
  /** The test keys the lab sells (a catalogue test or a department test). */
  soldTests: ReadonlySet<string>;
  packageIds: ReadonlySet<number>;
  /** Every test and package with its names (owner: a test key, or "package <id>"). */
  offers: readonly NamedOffer[];
  confusions: readonly KnownConfusion[];
}

const ownerOf = (entry: ShorthandEntry) => (entry.test !== undefined ? entry.test : `package ${entry.package}`);

export function shorthandProblems(input: ShorthandCheckInput): ContentProblem[] {
  const { file } = input;
  const problems: ContentProblem[] = [];
  const named = new Map<string, NamedOffer>();
  for (const offer of input.offers) for (const text of [offer.name, ...offer.aliases]) named.set(normaliseWords(text), offer);
  const studies = new Set(input.notDone.flatMap((study) => study.words.map(normaliseWords)));
  const seen = new Map<string, number>();
  input.shorthands.forEach((entry, s) => {
    const at = `shorthands[${s}]`;
    if ((entry.test === undefined) === (entry.package === undefined)) {
      problems.push({
        file,
        field: at,
        problem: entry.test === undefined ? "names neither a test nor a package" : "names both a test and a package",
        allowed: "one test (from Test facts) or one package (its number), the one the shorthand means",
      });
      return;
    }
    if (entry.test !== undefined && !input.soldTests.has(entry.test))
      problems.push({
        file,
        field: `${at}.test`,
        problem: `is "${entry.test}", which the lab does not sell`,
        allowed: "a test on the menu (a catalogue test or a department's test)",
      });
    if (entry.package !== undefined && !input.packageIds.has(entry.package))
      problems.push({
        file,
        field: `${at}.package`,
        problem: `is ${entry.package}, which is not a package`,
        allowed: `the number of a file in ${file.replace(/[^/]+$/, "")}packages/`,
      });
    const owner = ownerOf(entry);
    entry.words.forEach((word, w) => {
      const field = `${at}.words[${w}]`;
      const words = normaliseWords(word);
      const other = named.get(words);
      if (other && other.owner !== owner)
        problems.push({
          file,
          field,
          problem: `is "${word}", which is the name or an alias of ${other.file} ("${other.name}")`,
          allowed: "a spelling no other test or package goes by: the list box already finds every item by its own names",
        });
      const earlier = seen.get(words);
      if (earlier !== undefined && earlier !== s)
        problems.push({ file, field, problem: `is "${word}", which shorthands[${earlier}] also spells`, allowed: "each spelling once" });
      seen.set(words, s);
      if (studies.has(words))
        problems.push({
          file,
          field,
          problem: `is "${word}", which is a study the lab does not do`,
          allowed: "a spelling of a test the lab does",
        });
      for (const confusion of input.confusions) {
        if (entry.test === undefined || !confusion.notFor.includes(entry.test)) continue;
        const said = confusion.words.find((bad) => ` ${words} `.includes(` ${normaliseWords(bad)} `));
        if (said !== undefined)
          problems.push({
            file,
            field,
            problem: `is "${word}", which says "${said}": ${confusion.reason}`,
            allowed: "a name of this test itself; content/en/known-confusions.json lists the names each test must not take, and why",
          });
      }
    });
  });
  return problems;
}
