import type { Faq, Highlight, Step } from "#content/collections/home-care.schema.ts";
import homeCareData from "#content/generated/home-care.json" with { type: "json" };
import { accreditationStatement } from "./accreditation-claim.ts";
import { adviceOf } from "./advice.ts";
import { responseTarget } from "./claims.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { packageFastingNote } from "./preparation-texts.ts";
import { fastingWarnings, usualMedicines } from "./safety-advice.ts";
import { sitePlaceholders } from "./site-placeholders.ts";
import { fastingText, reportTimeText, testKeyOf } from "./test-facts.ts";
import { testingSites } from "./testing-sites.ts";

/**
 * The /home-care page's own texts (docs/behaviour.md#home-care), from content/en/home-care.json (edited
 * at /admin, docs/editing.md): only the page's shell reads them, so no island carries them. The
 * services and packages, which islands need, are in ./home-care.ts.
 */

/** What the page's placeholders become: the facts it quotes, from where each lives. */
const placeholders = {
  "testing-sites-short": sitePlaceholders["testing-sites-short"],
  "response-target-feature": sitePlaceholders["response-target-feature"],
  "response-target-badge": sitePlaceholders["response-target-badge"],
  "quality-checks-title": sitePlaceholders["quality-checks-title"],
  "reports-claim": sitePlaceholders["reports-claim"],
  "report-delivery": sitePlaceholders["report-delivery"],
  "collection-hours": sitePlaceholders["collection-hours"],
  "home-visit-charge": sitePlaceholders["home-visit-charge"],
  "areas-served": sitePlaceholders["areas-served"],
  "report-time": (arg) => reportTimeText(testKeyOf(arg)),
  "testing-sites": () => testingSites.sentence,
  "accreditation-statement": () => accreditationStatement,
  "response-target": () => responseTarget.sentence,
  fasting: (arg) => fastingText(testKeyOf(arg)),
  "package-fasting-note": () => packageFastingNote,
  "usual-medicines": () => usualMedicines,
  "insulin-advice": () => fastingWarnings,
  advice: adviceOf,
} satisfies PlaceholderTableOf<"home-care">;

const page = fillAll(homeCareData, placeholders);

export const homeCareHero = page.hero;
export const homeCareWhyChoose: Highlight[] = page.whyChoose;
export const homeCareSteps: Step[] = page.steps;
export const homeCareFaqs: Faq[] = page.faqs;
