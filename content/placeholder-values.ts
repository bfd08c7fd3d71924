import { accreditationStatement } from "./accreditation-claim.ts";
import { adviceOf } from "./advice.ts";
import type { PlaceholderTableOf } from "./placeholders.ts";
import { preparationText } from "./preparation-texts.ts";
import { qualityChecksSentence, qualityChecksTitle } from "./quality-checks.ts";
import { childFastingAdvice, fastingWarnings, feverPlaceholders } from "./safety-advice.ts";
import { sitePlaceholders } from "./site-placeholders.ts";
import { fastingText, reportTimeText, testFacts, testKeyOf } from "./test-facts.ts";
import { testingSites } from "./testing-sites.ts";

/**
 * What the placeholders of the articles, departments and services page become (./placeholders.ts),
 * from the one place each fact lives. The build has already checked every placeholder's name and test key
 * (content/compiler/placeholders-check.ts).
 */
export const placeholderValues = {
  ...feverPlaceholders,
  ...sitePlaceholders,
  fasting: (arg) => fastingText(testKeyOf(arg)),
  "fasting-hours": (arg) => String(testFacts[testKeyOf(arg)].fastingHours),
  "report-time": (arg) => reportTimeText(testKeyOf(arg)),
  preparation: (arg) => preparationText(testKeyOf(arg)),
  "insulin-advice": () => fastingWarnings,
  "child-fasting": () => childFastingAdvice,
  "accreditation-statement": () => accreditationStatement,
  advice: adviceOf,
  "quality-checks-title": () => qualityChecksTitle,
  "testing-sites": () => testingSites.sentence,
  "quality-checks-sentence": () => qualityChecksSentence,
  "collection-start": sitePlaceholders["collection-start"],
} satisfies PlaceholderTableOf<"articles"> & PlaceholderTableOf<"departments">;
