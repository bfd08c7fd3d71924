import { timedAnalytes, type TimedAnalyte } from "#content/timed-analytes.ts";
import type { ContentProblem } from "./problems.ts";

/** The facts a timing check reads: what is sampled, what is reported, which shared advice is named. */
export type TimedFacts = { readonly sampleKind: string; readonly parameters: readonly string[]; readonly advice?: readonly string[] };

/**
 * One problem for each timed analyte a test measures without naming its timing advice; `facts` by test
 * key, as content/<locale>/test-facts/<key>.json. English parameters only: the Hindi files take their
 * advice from the English ones.
 */
export function timingAdviceProblems(
  facts: Readonly<Record<string, TimedFacts>>,
  analytes: readonly TimedAnalyte[] = timedAnalytes,
): ContentProblem[] {
  return Object.entries(facts).flatMap(([key, f]) =>
    analytes.flatMap((timed) => {
      if (timed.sampleKind !== f.sampleKind || (f.advice ?? []).includes(timed.advice)) return [];
      const line = f.parameters.find((parameter) => timed.parameter.test(parameter));
      if (line === undefined) return [];
      return [
        {
          file: `content/en/test-facts/${key}.json`,
          field: "advice",
          problem: `does not name "${timed.advice}", but the test measures ${timed.analyte} (its parameter "${line}"), which ${timed.why}`,
          allowed: `the shared advice "${timed.advice}" added to the list: a test of an analyte timed to the cycle, the hour or a period says when to give the sample (content/timed-analytes.ts, docs/content-review.md rule 29)`,
        },
      ];
    }),
  );
}
