import { accreditationStatement } from "./accreditation-claim";
import { advice, type AdviceKey } from "./advice";
import { responseTarget } from "./claims";
import homeCareData from "./generated/en/home-care.json" with { type: "json" };
import type { Faq, Highlight, Step } from "./home-care.schema";
import { fillAll, type PlaceholderTableOf } from "./placeholders";
import { packageFastingNote } from "./preparation-texts";
import { fastingWarnings, usualMedicines } from "./safety-advice";
import { sitePlaceholders } from "./site-placeholders";
import { fastingText, reportTimeText, type TestKey } from "./test-facts";
import { testingSites } from "./testing-sites";

/**
 * The /home-care page's own texts (docs/behaviour.md#home-care), from content/en/home-care.json (edited
 * at /admin, docs/editing.md): only the page's shell reads them, so no island carries them. The
 * services and packages, which islands need, are in ./home-care.ts.
 */

/** What the page's placeholders become: the facts it quotes, from where each lives. */
const placeholders = {
  "testing-sites-short": sitePlaceholders["testing-sites-short"],
  "home-visits-figure": sitePlaceholders["home-visits-figure"],
  "reports-figure": sitePlaceholders["reports-figure"],
  "claim-source": sitePlaceholders["claim-source"],
  "response-target-feature": sitePlaceholders["response-target-feature"],
  "home-visits-claim": sitePlaceholders["home-visits-claim"],
  "quality-checks-title": sitePlaceholders["quality-checks-title"],
  "reports-claim": sitePlaceholders["reports-claim"],
  "report-delivery": sitePlaceholders["report-delivery"],
  "report-time": (arg) => reportTimeText(arg as TestKey),
  "testing-sites": () => testingSites.sentence,
  "accreditation-statement": () => accreditationStatement,
  "response-target": () => responseTarget.sentence,
  fasting: (arg) => fastingText(arg as TestKey),
  "package-fasting-note": () => packageFastingNote,
  "usual-medicines": () => usualMedicines,
  "insulin-advice": () => fastingWarnings,
  advice: (arg) => advice[arg as AdviceKey],
} satisfies PlaceholderTableOf<"home-care">;

const page = fillAll(homeCareData, placeholders);

export const homeCareHero = page.hero;
export const homeCareWhyChoose: Highlight[] = page.whyChoose;
export const homeCareSteps: Step[] = page.steps;
export const homeCareFaqs: Faq[] = page.faqs;
