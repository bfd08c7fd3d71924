import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { acuteSymptoms } from "#content/acute-symptoms.ts";
import { catalogueTestsCollection } from "#content/collections/catalogue.collection.ts";
import type { CompileContext } from "#content/collections/collection.ts";
import { problemLine } from "./problems.ts";
import { reasonsIn, redFlagProblems } from "./red-flags.ts";

// Made-up tests and facts, each written by hand for one case.
const vomitingAllowed =
  'Allowed: "notices" in the test\'s facts holding "high-sugar" or "gi-bleeding" (content/en/safety-notices/), or the reason worded as follow-up on a doctor\'s request, e.g. "…, on a doctor\'s request" (docs/content-review.md, rule 21).';

describe("red flags follow the reasons (rule 21)", () => {
  it("refuses a test sold for an acute symptom whose facts name no notice for it", () => {
    const problems = redFlagProblems({
      tests: [{ id: 9001, test: "ketones-fixture", specializations: ["Kidney stones", "Long vomiting"] }],
      facts: { "ketones-fixture": { description: "Ketones in the urine." } },
    });
    expect(problems.map(problemLine)).toEqual([
      `content/en/tests/9001.json: the field "specializations[1]" is "Long vomiting", which names vomiting, but its facts (content/en/test-facts/ketones-fixture.json) name no notice with its red flags. ${vomitingAllowed}`,
    ]);
  });

  it("refuses a facts description whose 'checked in…' reason names an acute symptom, once for each symptom", () => {
    const problems = redFlagProblems({
      tests: [],
      facts: {
        "sodium-fixture": {
          description: "Sodium in the blood; checked in confusion, vomiting and on water tablets. It shows an imbalance.",
          notices: ["fever"],
        },
      },
    });
    expect(problems.map(problemLine)).toEqual([
      `content/en/test-facts/sodium-fixture.json: the field "description" gives the reason "checked in confusion, vomiting and on water tablets.", which names vomiting, but "notices" names no notice with its red flags. ${vomitingAllowed}`,
      'content/en/test-facts/sodium-fixture.json: the field "description" gives the reason "checked in confusion, vomiting and on water tablets.", which names confusion, but "notices" names no notice with its red flags. Allowed: "notices" in the test\'s facts holding "confusion" (content/en/safety-notices/), or the reason worded as follow-up on a doctor\'s request, e.g. "…, on a doctor\'s request" (docs/content-review.md, rule 21).',
    ]);
  });

  it("refuses newborn jaundice, belly pain, a clot and lithium without their notices", () => {
    const problems = redFlagProblems({
      tests: [
        { id: 9002, test: "coombs-fixture", specializations: ["Newborn jaundice"] },
        { id: 9003, test: "amylase-fixture", specializations: ["Stomach pain (pancreas)"] },
        { id: 9004, test: "d-dimer-fixture", specializations: ["Suspected blood clot"] },
        { id: 9005, test: "lithium-fixture", specializations: ["Lithium medicine monitoring"] },
      ],
      facts: {
        "coombs-fixture": { description: "Antibodies on red cells.", notices: ["fever"] },
        "amylase-fixture": { description: "An enzyme." },
        "d-dimer-fixture": { description: "A clot product.", notices: ["chest-pain", "breathlessness"] },
        "lithium-fixture": { description: "A mood medicine." },
      },
    });
    expect(problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      "content/en/tests/9002.json specializations[0]",
      "content/en/tests/9003.json specializations[0]",
      "content/en/tests/9004.json specializations[0]",
      "content/en/tests/9005.json specializations[0]",
    ]);
    expect(problems.map((p) => p.problem.split(", but")[0])).toEqual([
      'is "Newborn jaundice", which names newborn jaundice',
      'is "Stomach pain (pancreas)", which names severe belly pain',
      'is "Suspected blood clot", which names a swollen painful leg',
      'is "Lithium medicine monitoring", which names lithium toxicity',
    ]);
  });

  it("passes a reason answered by its notice, or worded as follow-up on a doctor's request", () => {
    expect(
      redFlagProblems({
        tests: [
          { id: 9010, test: "ketones-ok", specializations: ["Diabetes with high sugar", "Long vomiting"] },
          { id: 9011, test: "g6pd-ok", specializations: ["Newborn jaundice, on the paediatrician’s request"] },
          { id: 9012, test: "electrolytes-ok", specializations: ["Vomiting, diarrhoea or dehydration, on a doctor's request"] },
        ],
        facts: {
          "ketones-ok": { description: "Ketones; checked in diabetes with high sugar and long vomiting.", notices: ["high-sugar"] },
          "g6pd-ok": { description: "An enzyme of red cells." },
          "electrolytes-ok": { description: "Salts; checked on a doctor's request in vomiting and diarrhoea." },
        },
      }),
    ).toEqual([]);
  });

  it("reads only the reasons of a description, and whole words", () => {
    expect(reasonsIn("A marker of pancreatic cancer. Jaundice and pancreatitis can raise it, so it is not a screening test.")).toEqual([]);
    expect(reasonsIn("An enzyme, measured mainly when pancreatitis is suspected; lipase is more specific. Food raises it.")).toEqual([
      "measured mainly when pancreatitis is suspected; lipase is more specific.",
    ]);
    expect(
      redFlagProblems({
        tests: [{ id: 9020, test: "fitness-fixture", specializations: ["Fitness checks", "Unclotted samples"] }],
        facts: { "fitness-fixture": { description: "Checked for fitness." } },
      }),
    ).toEqual([]);
  });

  it("is part of the English compile, and the Hindi words are not read", () => {
    const facts = { "ketones-fixture": { description: "Ketones in the urine." } };
    const context = (locale: string): CompileContext => ({
      locale,
      today: "2026-12-07",
      get: <T>(name: string) => ({ "test-facts": facts, "safety-notices": {} })[name] as T,
      problem: () => undefined,
    });
    const output = [{ id: 9001, type: "test", test: "ketones-fixture", specializations: ["Long vomiting"] }];
    const lines = (locale: string) => (catalogueTestsCollection.check?.(output as never, context(locale)) ?? []).map(problemLine);
    expect(lines("en")).toContain(
      `content/en/tests/9001.json: the field "specializations[0]" is "Long vomiting", which names vomiting, but its facts (content/en/test-facts/ketones-fixture.json) name no notice with its red flags. ${vomitingAllowed}`,
    );
    expect(lines("hi").filter((line) => line.includes("red flags"))).toEqual([]);
  });
});

describe("the acute symptoms the check reads", () => {
  const notices = readdirSync("content/en/safety-notices").map((file) => file.replace(/\.json$/, ""));
  const rule =
    /^21\. \*\*Red flags follow the reasons\.\*\*[\s\S]*?(?=\n\n)/m.exec(readFileSync("docs/content-review.md", "utf8"))?.[0] ?? "";

  it("are fourteen, each naming notices that exist", () => {
    expect(acuteSymptoms).toHaveLength(14);
    for (const symptom of acuteSymptoms) for (const notice of symptom.notices) expect(notices, symptom.name).toContain(notice);
  });

  it("are listed by name in rule 21 of docs/content-review.md", () => {
    expect(rule).not.toBe("");
    expect(acuteSymptoms.filter((symptom) => !rule.includes(symptom.name)).map((symptom) => symptom.name)).toEqual([]);
  });
});
