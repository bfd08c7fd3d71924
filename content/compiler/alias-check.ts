import { normaliseWords } from "#content/normalise-words.ts";
import type { ContentProblem } from "./problems.ts";

/**
 * An alias names its own test (docs/content-review.md, rule 24). A test page shows its aliases as "Also
 * known as", the search finds the test by them, and a prescription's words are matched against them: so
 * no alias may be the name or alias of another test or package, compared as the search compares words
 * (case, accents, Devanagari signs and punctuation aside), and no test may take a name that
 * content/en/known-confusions.json says belongs to a different test (GCT is not DIPSI).
 */

/** One thing the lab sells, with every name it goes by. */
export interface NamedOffer {
  /** What it is: a test's facts key (a catalogue test and a department test of one key are one test), or "package 112". */
  owner: string;
  /** Its file, as problems name it. */
  file: string;
  name: string;
  aliases: readonly string[];
}

/** A name people confuse with another test, and the tests that must never take it (content/en/known-confusions.json). */
export interface KnownConfusion {
  words: readonly string[];
  /** Test keys. */
  notFor: readonly string[];
  reason: string;
}

const described = (offer: NamedOffer, field: string) =>
  field === "name" ? `the name of ${offer.file} ("${offer.name}")` : `an alias of ${offer.file}`;

/** Every alias that another offer goes by, and every name or alias a known confusion forbids. */
export function aliasProblems(offers: readonly NamedOffer[], confusions: readonly KnownConfusion[]): ContentProblem[] {
  const byWords = new Map<string, { offer: NamedOffer; field: string }[]>();
  for (const offer of offers)
    for (const [field, text] of namesOf(offer)) {
      const words = normaliseWords(text);
      byWords.set(words, [...(byWords.get(words) ?? []), { offer, field }]);
    }
  const problems: ContentProblem[] = [];
  for (const offer of offers) {
    offer.aliases.forEach((alias, index) => {
      const others = (byWords.get(normaliseWords(alias)) ?? []).filter((other) => other.offer.owner !== offer.owner);
      if (others.length === 0) return;
      problems.push({
        file: offer.file,
        field: `aliases[${index}]`,
        problem: `is "${alias}", which is also ${others.map((other) => described(other.offer, other.field)).join(" and ")}`,
        allowed:
          "a name only this item goes by, compared as the search compares them (capitals, accents and punctuation aside); the search already finds every item by the words of its name",
      });
    });
    for (const [field, text] of namesOf(offer)) {
      const words = ` ${normaliseWords(text)} `;
      for (const confusion of confusions) {
        if (!confusion.notFor.includes(offer.owner)) continue;
        const named = confusion.words.find((word) => words.includes(` ${normaliseWords(word)} `));
        if (named === undefined) continue;
        problems.push({
          file: offer.file,
          field,
          problem: `is "${text}", which says "${named}": ${confusion.reason}`,
          allowed: "a name of this test itself; content/en/known-confusions.json lists the names each test must not take, and why",
        });
      }
    }
  }
  return problems;
}

function namesOf(offer: NamedOffer): [string, string][] {
  return [["name", offer.name], ...offer.aliases.map((alias, index): [string, string] => [`aliases[${index}]`, alias])];
}
