import type { FaqCategory, Resource } from "#content/collections/resources.schema.ts";
import faqsData from "#content/generated/faqs.json" with { type: "json" };
import resourcesPageData from "#content/generated/resources-page.json" with { type: "json" };
import { accreditationStatement } from "./accreditation-claim.ts";
import { claimSentences, reportDelivery, responseTarget } from "./claims.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { fastingTestsList, packageFastingNote } from "./preparation-texts.ts";
import { childFastingAdvice, fastingWarnings, medicinesAdvice } from "./safety-advice.ts";
import { fastingText, reportTimeText, testKeyOf } from "./test-facts.ts";
import { testingSites } from "./testing-sites.ts";

export type { FaqCategory, Resource } from "#content/collections/resources.schema.ts";

/**
 * Patient information centre on /resources (docs/behaviour.md#resources).
 * Every PDF listed here is a real file in public/downloads (checked by resources.test.ts).
 */

/** What the answers' placeholders become: the facts they quote, from where each lives. */
const placeholders = {
  fasting: (arg) => fastingText(testKeyOf(arg)),
  "package-fasting-note": () => packageFastingNote,
  "fasting-tests": () => fastingTestsList,
  "medicines-advice": () => medicinesAdvice,
  "insulin-advice": () => fastingWarnings,
  "response-target": () => responseTarget.sentence,
  "report-time": (arg) => reportTimeText(testKeyOf(arg)),
  "reports-claim": () => claimSentences.reports,
  "accreditation-statement": () => accreditationStatement,
  "testing-sites": () => testingSites.sentence,
  "report-delivery": () => reportDelivery,
  "child-fasting": () => childFastingAdvice,
} satisfies PlaceholderTableOf<"resources">;

const page = fillAll(resourcesPageData, placeholders);
const faqs = fillAll(faqsData, placeholders);

/** The downloads and the video, from content/en/resources-page.json (edited at /admin, docs/editing.md). */
export const resources: Resource[] = page.resources;

/** The FAQ groups, each with its questions (content/en/faqs/<slug>.json) in order. */
export const faqCategories: FaqCategory[] = page.faqCategories.map(({ id, title }) => ({
  id,
  title,
  faqs: faqs.filter((faq) => faq.category === id).map(({ question, answer }) => ({ question, answer })),
}));

export const quickAccessTiles = page.quickAccessTiles;
