import { preparationWords } from "#words/labels.ts";
import { advice, type AdviceKey } from "./advice.ts";
import { fastingWarnings, petFastingWarning, usualMedicines } from "./safety-advice.ts";
import type { TestFacts } from "./test-facts.ts";

/**
 * A test's preparation, composed from its facts: the fast (with the diabetes-medicine warning every
 * fast carries) or "no fasting", each shared advice sentence of ./advice.ts once, then the test's own
 * instructions. A package's preparation is the same composition over all its tests
 * (app/domain/test-facts.ts), and the FAQs and articles that quote a test's preparation use
 * `preparationText` (./preparation-texts.ts), so the words never differ (docs/content-review.md).
 * No registry here: pages that compose a preparation do not carry every test's facts.
 */

/**
 * The shared advice that says how or when the sample itself is given (the midstream steps, a morning
 * sample): a test's own page says it under "How the sample is taken" (./sample-taking.ts), the rest of
 * its preparation under "Before the test"; a package says it with its preparation.
 */
export const sampleTakingAdvice = ["midstream-urine", "morning-sample"] as const satisfies readonly AdviceKey[];

/** "Fast for 12 hours …", or for a fast with an upper limit "Fast for at least 8 hours (and no more than 12) …". */
export function fastingSentence(hours: number, maxHours: number | undefined, subject: "person" | "pet" = "person"): string {
  if (subject === "pet") return preparationWords.petFast(hours);
  return preparationWords.fast(hours, maxHours);
}

/** The longest fast the tests need, with the tightest upper limit any of them sets; null when none fasts. */
export function fastingOf(tests: readonly TestFacts[]): { hours: number; maxHours?: number } | null {
  const fasting = tests.filter((t) => t.fastingHours !== null);
  if (fasting.length === 0) return null;
  const hours = Math.max(...fasting.map((t) => t.fastingHours!));
  const limits = fasting.flatMap((t) => (t.fastingMaxHours === undefined ? [] : [t.fastingMaxHours]));
  const maxHours = limits.length === 0 ? undefined : Math.min(...limits);
  if (maxHours !== undefined && maxHours < hours) {
    throw new Error(`Fasting conflict: one test needs ${hours} hours, another allows no more than ${maxHours}`);
  }
  return maxHours === undefined || maxHours === hours ? { hours } : { hours, maxHours };
}

/** The shared advice that fixes a day of the menstrual cycle: tests naming different ones need different visits. */
const cycleDayAdvice = ["cycle-day-2-5", "cycle-day-21"] as const satisfies readonly AdviceKey[];

/**
 * What a list of tests asks of the visits (docs/content-review.md, rule 14): tests fixed to different
 * days of the cycle are collected on different visits, and a sample taken hours after the others (a
 * 2-hour sugar) is a second blood sample, which the collector waits for or comes back for.
 */
function visitSteps(tests: readonly TestFacts[]): string[] {
  const steps: string[] = [];
  const days = cycleDayAdvice.filter((day) => tests.some((t) => t.advice?.includes(day)));
  if (days.length > 1) {
    const groups = days.map((day) => ({
      names: tests
        .filter((t) => t.advice?.includes(day))
        .map((t) => t.label)
        .join(", "),
      day: preparationWords.cycleDays[day],
    }));
    steps.push(preparationWords.visits(groups));
  }
  const later = tests.filter((t) => t.laterDrawHours !== undefined);
  const others = tests.filter((t) => t.laterDrawHours === undefined && t.sampleKind === "blood");
  if (later.length > 0 && others.length > 0) {
    steps.push(preparationWords.laterDraw(later.map((t) => t.label).join(", "), Math.max(...later.map((t) => t.laterDrawHours!))));
  }
  return steps;
}

const subjectOf = (tests: readonly TestFacts[]) => (tests.every((t) => t.subject === "pet") ? "pet" : "person");

/**
 * The preparation, one sentence or instruction per item: the fast (with its medicine warning) or "no
 * fasting", each shared advice sentence once, then each test's own instructions (named by the test
 * when there are several).
 */
export function preparationSteps(tests: readonly TestFacts[]): string[] {
  if (tests.length === 0) throw new Error("preparationSteps needs at least one test");
  const subject = subjectOf(tests);
  const steps: string[] = [];
  const fast = fastingOf(tests);
  if (fast) {
    steps.push(fastingSentence(fast.hours, fast.maxHours, subject));
    steps.push(subject === "pet" ? petFastingWarning : `${usualMedicines} ${fastingWarnings}`);
  } else if (subject === "pet") {
    steps.push(preparationWords.petNoFast);
  } else if (tests.some((t) => t.sampleKind === "blood")) {
    // The medicines rule answers what a blood test asks; a urine or stool test is not told it (nor a recording).
    steps.push(preparationWords.noFastUsualMedicines(usualMedicines));
  } else {
    steps.push(preparationWords.noFast);
  }
  steps.push(...visitSteps(tests));
  const keys: AdviceKey[] = [];
  for (const test of tests) for (const key of test.advice ?? []) if (!keys.includes(key)) keys.push(key);
  steps.push(...keys.map((key) => advice[key]));
  const withInstructions = tests.filter((t) => t.instructions !== undefined);
  for (const test of withInstructions) {
    steps.push(tests.length === 1 ? test.instructions! : `${test.label}: ${test.instructions!}`);
  }
  return steps;
}
