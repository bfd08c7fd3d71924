import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusalOf, sharedContentCopy, type ContentData } from "./content-copy.ts";

// Rules 24 and 25 (docs/content-review.md) stop `npm run content`: a corrupted copy of content/en, each
// message naming the file, the field, what is wrong and what is allowed.
const repo = path.resolve(__dirname, "../..");
const copy = sharedContentCopy(repo);

const compileWith = (file: string, change: (data: ContentData) => void) => refusalOf(copy, { [file]: change }, "2026-12-07");

// Each case compiles the whole content of a copy (decision 020: the allowance grows with the work).
describe("the build refuses", { timeout: 60_000 }, () => {
  it("an alias that is another test's alias (rule 24)", () => {
    expect(compileWith("tests/1080.json", (d) => void d.aliases.push("Iron studies"))).toContain(
      'content/en/tests/1080.json: the field "aliases[3]" is "Iron studies", which is also an alias of content/en/tests/1206.json. Allowed: a name only this item goes by',
    );
  });
  it("Widal sold as the typhoid test (rule 24)", () => {
    expect(compileWith("tests/1305.json", (d) => void d.aliases.push("Typhoid test"))).toContain(
      'content/en/tests/1305.json: the field "aliases[2]" is "Typhoid test", which says "typhoid": Widal and Typhidot are not the test for typhoid',
    );
  });
  it("a test of a group without the group's shared advice (rule 25)", () => {
    expect(compileWith("test-facts/free-psa.json", (d) => void (d.advice = ["biotin"]))).toContain(
      'content/en/test-facts/free-psa.json: the field "advice" does not name "psa-preparation", which the tests of "PSA (total and free)" in content/en/analyte-groups.json (psa, free-psa) all name.',
    );
  });
  it("a prescription shorthand that names another test, or a test the known confusions keep it from (rule 30)", () => {
    expect(
      compileWith(
        "prescription-shorthands.json",
        (d) => void d.shorthands.push({ words: ["CPK"], test: "serum-creatinine" }, { words: ["GCT"], test: "ogtt-dipsi" }),
      ),
    ).toMatch(
      /content\/en\/prescription-shorthands\.json: the field "shorthands\[\d+\]\.words\[0\]" is "CPK", which is the name or an alias of content\/en\/tests\/1235\.json \("CPK Total \(Creatine Kinase\)"\)[^]*the field "shorthands\[\d+\]\.words\[0\]" is "GCT", which says "GCT": the glucose challenge test/,
    );
  });
});
