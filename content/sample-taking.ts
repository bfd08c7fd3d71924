import { sampleTakingWords } from "#words/labels.ts";
import { advice } from "./advice.ts";
import { preparationSteps, sampleTakingAdvice } from "./preparation.ts";
import type { TestFacts } from "./test-facts.ts";

/**
 * A single test's page in the order a patient asks (docs/decisions/061-how-the-sample-is-taken.md): "How
 * the sample is taken" and "Before the test", both derived from the test's facts. How it is taken comes
 * from the kind of sample, when in the day from the fast (or the morning-sample advice), and the shared
 * advice on giving it (the midstream steps) moves here from the preparation, so each is said once.
 */

type SampleTakingFacts = Pick<TestFacts, "sampleKind" | "subject" | "fastingHours" | "laterDrawHours" | "advice">;

function givingAdvice(test: SampleTakingFacts) {
  return sampleTakingAdvice.filter((key) => test.advice?.includes(key));
}

/** How the sample is taken, when in the day, and how to give it; empty for a recording, an image or a pet. */
export function sampleTakingSteps(test: SampleTakingFacts): string[] {
  if (test.subject === "pet" || !Object.hasOwn(sampleTakingWords.kinds, test.sampleKind)) return [];
  const how = sampleTakingWords.kinds[test.sampleKind as keyof typeof sampleTakingWords.kinds];
  const given = givingAdvice(test);
  // A fast ends in the morning; a morning sample says so in its advice; a later draw's timing is its preparation's.
  const when =
    test.fastingHours !== null
      ? [sampleTakingWords.afterFast]
      : given.length === 0 && test.sampleKind === "blood" && test.laterDrawHours === undefined
        ? [sampleTakingWords.anyTime]
        : [];
  return [how, ...when, ...given.map((key) => advice[key])];
}

/** The test's preparation without what "How the sample is taken" already says. */
export function beforeTestSteps(test: TestFacts): string[] {
  if (sampleTakingSteps(test).length === 0) return preparationSteps([test]);
  const said = new Set(givingAdvice(test).map((key) => advice[key]));
  return preparationSteps([test]).filter((step) => !said.has(step));
}
