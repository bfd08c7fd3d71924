import { accreditationScope } from "#content/accreditation-claim.ts";
import type { CatalogueCategory } from "#content/catalogue-categories.ts";
import type { CatalogueEntry } from "#content/catalogue.ts";
import { safetyNotices } from "#content/safety-notices.ts";
import type { TestKey } from "#content/test-facts.ts";
import type { Discipline } from "#content/test-kinds.ts";
import { noticesFor } from "./safety.ts";
import {
  accreditationCoverage,
  collectionOf,
  itemFactsOf,
  preparationSteps,
  reportTimeOf,
  sampleOf,
  type CentreOffer,
  type FactsRegistry,
} from "./test-facts.ts";

/**
 * What a catalogue entry (./catalogue.ts) derives from its tests' facts (./test-facts.ts): a test's
 * find-test category, and the sample, report time, collection, preparation, fast, accreditation, notices
 * and test names of a test or a package. Nothing here is typed by hand.
 */

/**
 * Which find-test category a test belongs to, from the section that runs it, so a test is filed the
 * same way everywhere (a blood test is pathology even when a cardiologist asks for it). X-rays, a pet's
 * too, are radiology.
 */
const categoryOfDiscipline: Partial<Record<Discipline, CatalogueCategory>> = {
  haematology: "pathology",
  "clinical-chemistry": "pathology",
  immunoassay: "pathology",
  microbiology: "microbiology",
  radiology: "radiology",
  "veterinary-radiology": "radiology",
  cardiology: "cardiology",
  pulmonology: "pulmonology",
  neurology: "neurology",
  sleep: "neurology",
};

export function catalogueCategoryOf(discipline: Discipline): CatalogueCategory {
  const category = categoryOfDiscipline[discipline];
  if (!category) throw new Error(`No find-test category for a ${discipline} test`);
  return category;
}

/** The fields of a catalogue item that come from the facts of its tests (`tests`, by key). */
export function offerFacts(entry: CatalogueEntry, tests: readonly TestKey[], registry: FactsRegistry, centres: readonly CentreOffer[]) {
  const facts = tests.map((key) => registry[key]);
  const report = reportTimeOf(facts);
  const collection = collectionOf(facts, centres);
  const itemFacts = itemFactsOf(facts, centres, "homeVisitIncluded" in entry && entry.homeVisitIncluded === true);
  return {
    sample: sampleOf(facts),
    reportTime: report.time,
    ...(report.detail ? { reportTimeDetail: report.detail } : {}),
    homeCollection: collection.atHome,
    collection,
    preparation: preparationSteps(facts),
    fastingHours: itemFacts.fastingHours ?? null,
    facts: itemFacts,
    tests: [...tests],
    accreditation: accreditationCoverage(tests, registry, accreditationScope),
    safety: noticesFor([...(entry.notices ?? []), ...facts.flatMap((f) => f.notices ?? [])], safetyNotices),
    testNames: tests.map((key) => ({ key, name: registry[key].label })),
  };
}
