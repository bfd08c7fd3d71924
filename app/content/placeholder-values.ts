import { accreditationStatement } from "./accreditation-claim";
import type { PlaceholderName, PlaceholderTable } from "./placeholders";
import { preparationText } from "./preparation-texts";
import { feverPlaceholders, insulinAdvice } from "./safety-advice";
import { sitePlaceholders } from "./site-placeholders";
import { fastingText, testFacts, type TestKey } from "./test-facts";

/**
 * What each placeholder of a content text becomes (./placeholders.ts), from the one place its fact
 * lives. The build has already checked every placeholder's name and test key
 * (app/content/source/placeholders-check.ts).
 */
const test = (arg: string | undefined) => arg as TestKey;

export const placeholderValues: PlaceholderTable & Record<PlaceholderName, (arg?: string) => string> = {
  ...feverPlaceholders,
  ...sitePlaceholders,
  fasting: (arg) => fastingText(test(arg)),
  "fasting-hours": (arg) => String(testFacts[test(arg)].fastingHours),
  "report-time": (arg) => testFacts[test(arg)].reportTime,
  preparation: (arg) => preparationText(test(arg)),
  "insulin-advice": () => insulinAdvice,
  "accreditation-statement": () => accreditationStatement,
};
