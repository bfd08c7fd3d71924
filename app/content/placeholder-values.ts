import { accreditationStatement } from "./accreditation-claim";
import { advice, type AdviceKey } from "./advice";
import type { PlaceholderTableOf } from "./placeholders";
import { preparationText } from "./preparation-texts";
import { qualityChecksSentence, qualityChecksTitle } from "./quality-checks";
import { childFastingAdvice, fastingWarnings, feverPlaceholders } from "./safety-advice";
import { sitePlaceholders } from "./site-placeholders";
import { testingSites } from "./testing-sites";
import { fastingText, reportTimeText, testFacts, type TestKey } from "./test-facts";

/**
 * What the placeholders of the articles, departments and services page become (./placeholders.ts),
 * from the one place each fact lives. The build has already checked every placeholder's name and test key
 * (app/content/source/placeholders-check.ts).
 */
const test = (arg: string | undefined) => arg as TestKey;

export const placeholderValues = {
  ...feverPlaceholders,
  ...sitePlaceholders,
  fasting: (arg) => fastingText(test(arg)),
  "fasting-hours": (arg) => String(testFacts[test(arg)].fastingHours),
  "report-time": (arg) => reportTimeText(test(arg)),
  preparation: (arg) => preparationText(test(arg)),
  "insulin-advice": () => fastingWarnings,
  "child-fasting": () => childFastingAdvice,
  "accreditation-statement": () => accreditationStatement,
  advice: (arg) => advice[arg as AdviceKey],
  "quality-checks-title": () => qualityChecksTitle,
  "testing-sites": () => testingSites.sentence,
  "quality-checks-sentence": () => qualityChecksSentence,
} satisfies PlaceholderTableOf<"articles"> & PlaceholderTableOf<"departments">;
