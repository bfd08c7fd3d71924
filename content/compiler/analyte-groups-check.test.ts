import { describe, expect, it } from "vitest";
import { analyteGroupProblems, type AnalyteGroup, type GroupedFacts } from "./analyte-groups-check.ts";

// Rule 25 (docs/content-review.md): tests that measure the same thing say the same thing. Hand-written
// groups and facts, as the content compile reads them; the messages are written out in full.

const psaGroup: AnalyteGroup = { analyte: "PSA (total and free)", tests: ["psa", "free-psa"], advice: ["psa-preparation", "biotin"] };
const ironGroup: AnalyteGroup = {
  analyte: "Serum iron",
  tests: ["iron-studies", "serum-iron-tibc"],
  advice: ["iron-tablets"],
  fastingHours: null,
  reportTime: "24 hours",
  collection: "home-sample",
};
const blood = (facts: Partial<GroupedFacts>): GroupedFacts => ({
  fastingHours: null,
  reportTime: "24 hours",
  collection: "home-sample",
  ...facts,
});
const adviceKeys = ["psa-preparation", "biotin", "iron-tablets", "morning-sample"];

describe("tests that measure the same thing say the same thing", () => {
  it("passes a group whose tests all carry its advice, fast, report time and collection", () => {
    const facts = {
      psa: blood({ advice: ["psa-preparation", "biotin"] }),
      "free-psa": blood({ advice: ["biotin", "psa-preparation"] }),
      "iron-studies": blood({ advice: ["iron-tablets", "morning-sample"] }),
      "serum-iron-tibc": blood({ advice: ["iron-tablets"] }),
    };
    expect(analyteGroupProblems({ groups: [psaGroup, ironGroup], facts, adviceKeys, locale: "en" })).toEqual([]);
  });

  it("refuses a new test added to a group without the group's advice", () => {
    const facts = { psa: blood({ advice: ["psa-preparation", "biotin"] }), "free-psa": blood({ advice: ["biotin"] }) };
    expect(analyteGroupProblems({ groups: [psaGroup], facts, adviceKeys, locale: "en" })).toEqual([
      {
        file: "content/en/test-facts/free-psa.json",
        field: "advice",
        problem:
          'does not name "psa-preparation", which the tests of "PSA (total and free)" in content/en/analyte-groups.json (psa, free-psa) all name',
        allowed:
          'add "psa-preparation" to its shared advice, or take the test out of the group if it does not measure PSA (total and free)',
      },
    ]);
  });

  it("refuses a fast, a report time and a collection that differ from the group's", () => {
    const facts = {
      "iron-studies": blood({ advice: ["iron-tablets"], fastingHours: 10, reportTime: "6 hours", collection: "centre" }),
      "serum-iron-tibc": blood({ advice: ["iron-tablets"] }),
    };
    const problems = analyteGroupProblems({ groups: [ironGroup], facts, adviceKeys, locale: "en" });
    expect(problems).toHaveLength(3);
    const members = 'the tests of "Serum iron" in content/en/analyte-groups.json (iron-studies, serum-iron-tibc)';
    expect(problems).toEqual([
      {
        file: "content/en/test-facts/iron-studies.json",
        field: "fastingHours",
        problem: `is 10 hours, but ${members} all ask for no fasting`,
        allowed: "no fasting, as the group says, or a clinician changes the group and all its tests together",
      },
      {
        file: "content/en/test-facts/iron-studies.json",
        field: "reportTime",
        problem: `is "6 hours", but ${members} all report in "24 hours"`,
        allowed: '"24 hours", as the group says, or a clinician changes the group and all its tests together',
      },
      {
        file: "content/en/test-facts/iron-studies.json",
        field: "collection",
        problem: `is "centre", but ${members} are all "home-sample"`,
        allowed: '"home-sample", as the group says, or a clinician changes the group and all its tests together',
      },
    ]);
  });

  it("refuses a group naming a test or an advice that does not exist", () => {
    const group: AnalyteGroup = { analyte: "PSA", tests: ["psa", "psa-free"], advice: ["psa-prep"] };
    const problems = analyteGroupProblems({ groups: [group], facts: { psa: blood({}) }, adviceKeys, locale: "en" });
    expect(problems.map((p) => [p.file, p.field, p.problem])).toEqual([
      ["content/en/analyte-groups.json", "groups[0].advice[0]", 'is "psa-prep", which is not a shared advice'],
      ["content/en/analyte-groups.json", "groups[0].tests[1]", 'is "psa-free", which is not a test'],
    ]);
  });
});
