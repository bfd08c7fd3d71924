import { describe, expect, it } from "vitest";
import { aliasProblems, type KnownConfusion, type NamedOffer } from "./alias-check.ts";

// Rule 24 (docs/content-review.md): an alias names its own test. Hand-written offers, each as the
// content compile sees one file; the messages are written out in full.

const iron: NamedOffer = { owner: "iron-studies", file: "content/en/tests/1206.json", name: "Iron Studies", aliases: ["iron profile"] };
const dipsi: NamedOffer = {
  owner: "ogtt-dipsi",
  file: "content/en/tests/1061.json",
  name: "75 g glucose test in pregnancy (DIPSI)",
  aliases: ["DIPSI", "GTT pregnancy"],
};
const gct: KnownConfusion = {
  words: ["GCT", "glucose challenge"],
  notFor: ["ogtt-dipsi"],
  reason: "the glucose challenge test is a different, 50 g screening test.",
};

describe("an alias names its own test", () => {
  it("passes names no other item goes by", () => {
    expect(aliasProblems([iron, dipsi], [gct])).toEqual([]);
  });

  it("refuses a new test whose alias is another test's name, however it is written", () => {
    const serumIron: NamedOffer = {
      owner: "serum-iron-tibc",
      file: "content/en/tests/1080.json",
      name: "Serum Iron and TIBC",
      aliases: ["serum iron", "IRON-studies."],
    };
    expect(aliasProblems([iron, serumIron], [])).toEqual([
      {
        file: "content/en/tests/1080.json",
        field: "aliases[1]",
        problem: 'is "IRON-studies.", which is also the name of content/en/tests/1206.json ("Iron Studies")',
        allowed:
          "a name only this item goes by, compared as the search compares them (capitals, accents and punctuation aside); the search already finds every item by the words of its name",
      },
    ]);
  });

  it("refuses an alias two items share on both, a package included, and in Hindi with its vowel signs aside", () => {
    const dengueNs1: NamedOffer = { owner: "dengue-ns1", file: "content/hi/tests/1025.json", name: "डेंगू NS1", aliases: ["डेंगू की जाँच"] };
    const fever: NamedOffer = { owner: "package 112", file: "content/hi/packages/112.json", name: "बुखार पैकेज", aliases: ["डेंगू की जांच"] };
    const problems = aliasProblems([dengueNs1, fever], []);
    expect(problems).toHaveLength(2);
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      ["content/hi/tests/1025.json", "aliases[0]", 'is "डेंगू की जाँच", which is also an alias of content/hi/packages/112.json'],
      ["content/hi/packages/112.json", "aliases[0]", 'is "डेंगू की जांच", which is also an alias of content/hi/tests/1025.json'],
    ]);
  });

  it("lets a catalogue test and a department test of the same test share a name", () => {
    const departmentIron: NamedOffer = {
      owner: "iron-studies",
      file: "content/en/department-tests/iron-studies.json",
      name: "iron profile",
      aliases: [],
    };
    expect(aliasProblems([iron, departmentIron], [])).toEqual([]);
  });

  it("refuses a name a known confusion keeps from the test, inside a longer alias too", () => {
    const badDipsi: NamedOffer = { ...dipsi, aliases: ["DIPSI", "Glucose-challenge pregnancy"] };
    expect(aliasProblems([badDipsi], [gct])).toEqual([
      {
        file: "content/en/tests/1061.json",
        field: "aliases[1]",
        problem:
          'is "Glucose-challenge pregnancy", which says "glucose challenge": the glucose challenge test is a different, 50 g screening test.',
        allowed: "a name of this test itself; content/en/known-confusions.json lists the names each test must not take, and why",
      },
    ]);
  });

  it("refuses it as the test's name, and leaves the same word to a test the confusion does not name", () => {
    const renamed: NamedOffer = { ...dipsi, name: "GCT in pregnancy", aliases: [] };
    const challenge: NamedOffer = {
      owner: "gct-50g",
      file: "content/en/tests/1400.json",
      name: "Glucose challenge test (GCT)",
      aliases: ["GCT"],
    };
    const problems = aliasProblems([renamed, challenge], [gct]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: "content/en/tests/1061.json",
      field: "name",
      problem: 'is "GCT in pregnancy", which says "GCT": the glucose challenge test is a different, 50 g screening test.',
    });
  });
});
