import type { ContentProblem } from "./problems.ts";

/**
 * Tests that measure the same thing say the same thing (docs/content-review.md, rule 25). A group of
 * content/en/analyte-groups.json names the tests that measure one analyte (total and free PSA; iron
 * however it is sold) and what they must share: the shared advice each names, and where the group
 * says so, the fast, the report time and where it is done. A test added to a group without them stops the build.
 */
export interface AnalyteGroup {
  analyte: string;
  /** Test keys. */
  tests: readonly string[];
  /** Shared advice every test of the group names. */
  advice?: readonly string[] | undefined;
  /** The fast every test of the group asks for; null: none of them fasts. Absent: the group does not share one. */
  fastingHours?: number | null | undefined;
  /** The report time every test of the group gives. */
  reportTime?: string | undefined;
  /** Where every test of the group is done: a free home sample, a paid home visit, or a centre only. */
  collection?: string | undefined;
}

/** What the check reads of a test's facts. */
export interface GroupedFacts {
  advice?: readonly string[] | undefined;
  fastingHours: number | null;
  reportTime: string;
  collection: string;
}

const fastWords = (hours: number | null | undefined) => (hours === null || hours === undefined ? "no fasting" : `${hours} hours`);

/**
 * The problems of every test of every group, on the test's facts file (where they are mended); a group
 * naming a test or an advice that does not exist, on the groups' file.
 */
export function analyteGroupProblems(options: {
  groups: readonly AnalyteGroup[];
  facts: Readonly<Record<string, GroupedFacts>>;
  adviceKeys: readonly string[];
  locale: string;
}): ContentProblem[] {
  const { groups, facts, adviceKeys, locale } = options;
  const groupsFile = `content/${locale}/analyte-groups.json`;
  const problems: ContentProblem[] = [];
  groups.forEach((group, g) => {
    const members = `the tests of "${group.analyte}" in ${groupsFile} (${group.tests.join(", ")})`;
    (group.advice ?? []).forEach((advice, a) => {
      if (!adviceKeys.includes(advice))
        problems.push({
          file: groupsFile,
          field: `groups[${g}].advice[${a}]`,
          problem: `is "${advice}", which is not a shared advice`,
          allowed: `the name of a file in content/${locale}/advice/`,
        });
    });
    group.tests.forEach((key, t) => {
      const test = facts[key];
      if (!test) {
        problems.push({
          file: groupsFile,
          field: `groups[${g}].tests[${t}]`,
          problem: `is "${key}", which is not a test`,
          allowed: `the name of a file in content/${locale}/test-facts/`,
        });
        return;
      }
      const file = `content/${locale}/test-facts/${key}.json`;
      for (const advice of group.advice ?? [])
        if (adviceKeys.includes(advice) && !(test.advice ?? []).includes(advice))
          problems.push({
            file,
            field: "advice",
            problem: `does not name "${advice}", which ${members} all name`,
            allowed: `add "${advice}" to its shared advice, or take the test out of the group if it does not measure ${group.analyte}`,
          });
      if (group.fastingHours !== undefined && test.fastingHours !== group.fastingHours)
        problems.push({
          file,
          field: "fastingHours",
          problem: `is ${fastWords(test.fastingHours)}, but ${members} all ask for ${fastWords(group.fastingHours)}`,
          allowed: `${fastWords(group.fastingHours)}, as the group says, or a clinician changes the group and all its tests together`,
        });
      if (group.reportTime !== undefined && test.reportTime !== group.reportTime)
        problems.push({
          file,
          field: "reportTime",
          problem: `is "${test.reportTime}", but ${members} all report in "${group.reportTime}"`,
          allowed: `"${group.reportTime}", as the group says, or a clinician changes the group and all its tests together`,
        });
      if (group.collection !== undefined && test.collection !== group.collection)
        problems.push({
          file,
          field: "collection",
          problem: `is "${test.collection}", but ${members} are all "${group.collection}"`,
          allowed: `"${group.collection}", as the group says, or a clinician changes the group and all its tests together`,
        });
    });
  });
  return problems;
}
