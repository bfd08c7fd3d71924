import type { Faq, Highlight, HomeCarePackage, HomeService, Step } from "./home-care.schema";
import { accreditationStatement } from "./accreditation-claim";
import { advice, type AdviceKey } from "./advice";
import { responseTarget } from "./claims";
import homeCareData from "./generated/en/home-care.json" with { type: "json" };
import homeCarePackagesData from "./generated/en/home-care-packages.json" with { type: "json" };
import { fillAll, type PlaceholderTableOf } from "./placeholders";
import { packageFastingNote } from "./preparation-texts";
import { insulinAdvice, usualMedicines } from "./safety-advice";
import { sitePlaceholders } from "./site-placeholders";
import { fastingText, testFacts, type TestKey } from "./test-facts";
import { testingSites } from "./testing-sites";

export type { Faq, Highlight, HomeCarePackage, HomeService, Step } from "./home-care.schema";

/**
 * Home-care content (docs/behaviour.md#home-care), from content/en/home-care.json and
 * content/en/home-care-packages/ (edited at /admin, docs/editing.md).
 * Prices are whole rupees; the UI formats them with the one money formatter.
 */

/** What the home-care texts' placeholders become: the facts they quote, from where each lives. */
const placeholders = {
  ...pick(sitePlaceholders, [
    "testing-sites-short",
    "home-visits-figure",
    "reports-figure",
    "claim-source",
    "response-target-feature",
    "home-visits-claim",
    "quality-checks-title",
    "reports-claim",
  ]),
  "report-time": (arg) => testFacts[arg as TestKey].reportTime,
  "testing-sites": () => testingSites.sentence,
  "accreditation-statement": () => accreditationStatement,
  "response-target": () => responseTarget.sentence,
  fasting: (arg) => fastingText(arg as TestKey),
  "package-fasting-note": () => packageFastingNote,
  "usual-medicines": () => usualMedicines,
  "insulin-advice": () => insulinAdvice,
  advice: (arg) => advice[arg as AdviceKey],
} satisfies PlaceholderTableOf<"home-care">;

const page = fillAll(homeCareData, placeholders);

export const homeCareHero = page.hero as {
  eyebrow: string;
  title: string;
  intro: string;
  image: string;
  imageAlt: string;
  stats: { value: string; label: string }[];
};

/** The home services (docs/behaviour.md#claims) with their price ranges. */
export const homeServices: HomeService[] = page.services as HomeService[];

/**
 * The home-care packages (content/en/home-care-packages/<id>.json). Each names its tests by key; the
 * card's test names, report time, fasting and preparation are derived from them
 * (app/domain/home-care-packages.ts), and so is the line saying what the price covers.
 */
export const homeCarePackages: HomeCarePackage[] = homeCarePackagesData as HomeCarePackage[];

export const homeCareWhyChoose: Highlight[] = page.whyChoose as Highlight[];
export const homeCareSteps: Step[] = page.steps as Step[];
export const homeCareFaqs: Faq[] = page.faqs;

// The accreditations are shown on the services overview too, which should not load all of home care.
export { accreditations } from "./accreditations";

/** The named entries of a table. */
function pick<T extends Record<string, unknown>, K extends keyof T>(table: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}
