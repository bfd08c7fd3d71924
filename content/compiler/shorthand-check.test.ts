import { describe, expect, it } from "vitest";
import type { KnownConfusion, NamedOffer } from "./alias-check.ts";
import { shorthandProblems, type ShorthandCheckInput } from "./shorthand-check.ts";

// Rule 30 (docs/content-review.md): a prescription shorthand names what it means. Hand-written offers
// and shorthands; the messages are written out in full.

const file = "content/en/prescription-shorthands.json";
const offers: NamedOffer[] = [
  { owner: "serum-creatinine", file: "content/en/tests/1079.json", name: "Serum creatinine (with eGFR)", aliases: ["S. Creatinine"] },
  { owner: "cpk-total", file: "content/en/tests/1235.json", name: "CPK Total (Creatine Kinase)", aliases: ["CPK", "creatine kinase"] },
  { owner: "ogtt-dipsi", file: "content/en/tests/1061.json", name: "75 g glucose test in pregnancy (DIPSI)", aliases: ["DIPSI"] },
  { owner: "package 103", file: "content/en/packages/103.json", name: "Diabetic Profile", aliases: [] },
];
const gct: KnownConfusion = {
  words: ["GCT"],
  notFor: ["ogtt-dipsi"],
  reason: "the glucose challenge test is a different, 50 g screening test.",
};
const input = (shorthands: ShorthandCheckInput["shorthands"]): ShorthandCheckInput => ({
  file,
  shorthands,
  notDone: [{ words: ["USG"] }],
  soldTests: new Set(["serum-creatinine", "cpk-total", "ogtt-dipsi"]),
  packageIds: new Set([103]),
  offers,
  confusions: [gct],
});

describe("a prescription shorthand names what it means", () => {
  it("passes spellings of their own item, its own alias included, and a package", () => {
    expect(
      shorthandProblems(
        input([
          { words: ["S. Creat", "Sr Creatinine", "S. Creatinine"], test: "serum-creatinine" },
          { words: ["DM profile"], package: 103 },
        ]),
      ),
    ).toEqual([]);
  });

  it("refuses a test the lab does not sell, a package that does not exist, and neither", () => {
    expect(shorthandProblems(input([{ words: ["ESR"], test: "esr" }, { words: ["FBC"], package: 999 }, { words: ["X"] }]))).toEqual([
      {
        file,
        field: "shorthands[0].test",
        problem: 'is "esr", which the lab does not sell',
        allowed: "a test on the menu (a catalogue test or a department's test)",
      },
      {
        file,
        field: "shorthands[1].package",
        problem: "is 999, which is not a package",
        allowed: "the number of a file in content/en/packages/",
      },
      {
        file,
        field: "shorthands[2]",
        problem: "names neither a test nor a package",
        allowed: "one test (from Test facts) or one package (its number), the one the shorthand means",
      },
    ]);
  });

  it("refuses another item's name or alias however it is written, a spelling twice, and a study", () => {
    expect(
      shorthandProblems(
        input([
          { words: ["creatine-kinase", "Creat"], test: "serum-creatinine" },
          { words: ["creat", "usg"], test: "cpk-total" },
        ]),
      ),
    ).toEqual([
      {
        file,
        field: "shorthands[0].words[0]",
        problem: 'is "creatine-kinase", which is the name or an alias of content/en/tests/1235.json ("CPK Total (Creatine Kinase)")',
        allowed: "a spelling no other test or package goes by: the list box already finds every item by its own names",
      },
      { file, field: "shorthands[1].words[0]", problem: 'is "creat", which shorthands[0] also spells', allowed: "each spelling once" },
      {
        file,
        field: "shorthands[1].words[1]",
        problem: 'is "usg", which is a study the lab does not do',
        allowed: "a spelling of a test the lab does",
      },
    ]);
  });

  it("refuses a name a known confusion keeps from the test", () => {
    expect(shorthandProblems(input([{ words: ["GCT 75 g"], test: "ogtt-dipsi" }]))).toEqual([
      {
        file,
        field: "shorthands[0].words[0]",
        problem: 'is "GCT 75 g", which says "GCT": the glucose challenge test is a different, 50 g screening test.',
        allowed: "a name of this test itself; content/en/known-confusions.json lists the names each test must not take, and why",
      },
    ]);
  });
});
