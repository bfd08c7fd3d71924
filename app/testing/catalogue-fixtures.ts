import type { FactsRegistry } from "#app/domain/test-facts.ts";
import type { TestFacts } from "#content/test-facts.ts";

/** A test's facts with the fields a test rarely cares about filled in; spread it and set the rest. */
export function fixtureFacts(facts: Partial<TestFacts> & Pick<TestFacts, "label">): TestFacts {
  return {
    sample: "Blood (serum)",
    sampleKind: "blood",
    fastingHours: null,
    reportTime: "24 hours",
    description: "d",
    parameters: [facts.label],
    collection: "home-sample",
    discipline: "clinical-chemistry",
    ...facts,
  };
}

/**
 * A small registry of made-up facts, under real keys so entries type-check: a 12-hour fast, an
 * 8-to-12-hour fast, a test with shared advice, a slow culture, a recording done on a home visit and a
 * centre-only study. The values are the fixtures' own, written here by hand, not the site's.
 */
export const fixtureRegistry = {
  "lipid-profile": fixtureFacts({ label: "Lipid profile", fastingHours: 12, parameters: ["LDL", "HDL", "Triglycerides"] }),
  "fasting-blood-sugar": fixtureFacts({ label: "Fasting blood sugar", fastingHours: 8, fastingMaxHours: 12 }),
  cbc: fixtureFacts({ label: "CBC", reportTime: "6 hours", discipline: "haematology", parameters: ["Hb", "TLC", "Platelets", "MCV"] }),
  "vitamin-b12": fixtureFacts({ label: "Vitamin B12", reportTime: "24-48 hours", discipline: "immunoassay" }),
  "thyroid-function-test": fixtureFacts({ label: "Thyroid test", advice: ["thyroid-tablet", "biotin"], discipline: "immunoassay" }),
  "urine-culture": fixtureFacts({
    label: "Urine culture",
    sample: "Urine (sterile container)",
    sampleKind: "urine",
    reportTime: "2-3 days",
    instructions: "Hand it over within 1 hour.",
    discipline: "microbiology",
  }),
  "resting-ecg": fixtureFacts({
    label: "Resting ECG",
    sample: "Non-invasive recording",
    sampleKind: "ecg",
    reportTime: "30 minutes",
    collection: "home-visit",
    discipline: "cardiology",
    parameters: ["Rhythm", "Rate", "Axis"],
    notices: ["chest-pain"],
  }),
  polysomnography: fixtureFacts({
    label: "Sleep study",
    sample: "Overnight recording",
    sampleKind: "recording",
    reportTime: "2-3 days",
    collection: "centre",
    discipline: "sleep",
  }),
} as unknown as FactsRegistry;

const fixtureReview = { reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" } as const;

/** What every made-up catalogue offer shares (its review, its find-test specialty); spread it and set the rest. */
export const fixtureOffer = { specialty: "general", popular: false, specializations: [], review: fixtureReview };
