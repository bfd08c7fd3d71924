import { collectionPlaceWords, collectionWordsText, sampleKindWords } from "#words/labels.ts";

/** The closed lists a test's facts choose from (./test-facts.schema.ts); their labels, below, are words of ./ui/en/labels.ts. */

/** What is taken or recorded: a package's "Blood & Urine" is the union of its tests' kinds. */
export const sampleKinds = [
  "blood",
  "urine",
  "stool",
  "sputum",
  "swab",
  "semen",
  "scraping",
  "imaging",
  "ecg",
  "recording",
  "breathing",
  "exercise",
] as const;

/**
 * Where a test can be done: `home-sample` a sample collected at home (free pickup); `home-visit` a
 * technician brings the equipment to the home (a paid visit), or the test is done at a centre;
 * `centre` only at a centre or the lab (sleep lab, treadmill, needle studies).
 */
export const collectionKinds = ["home-sample", "home-visit", "centre"] as const;

/**
 * The laboratory section that runs a test, or the non-laboratory department that records it. It files the
 * test (find-test category); it does not decide the accreditation, which lists its tests by key
 * (content/en/accreditation-scope.json, docs/content-review.md rule 23).
 */
export const disciplines = [
  "haematology",
  "clinical-chemistry",
  "immunoassay",
  "microbiology",
  "radiology",
  "veterinary-radiology",
  "cardiology",
  "pulmonology",
  "neurology",
  "sleep",
] as const;

/** Who the test is for: a pet's preparation speaks to its owner and its vet. */
export const subjects = ["person", "pet"] as const;

export type SampleKind = (typeof sampleKinds)[number];
export type CollectionKind = (typeof collectionKinds)[number];
export type Discipline = (typeof disciplines)[number];

/** How a package names the kinds of sample it takes ("Blood, Urine & ECG"), in this order. */
export const sampleKindLabels: Record<SampleKind, string> = sampleKindWords;

/** How a page says where a test can be done: alone, or for a group of a package's tests. */
export const collectionWords: Record<CollectionKind, { one: string; some: (names: string) => string }> = collectionWordsText;

/**
 * Where it can be done, in the few words a test or package card shows beside its report time and fast
 * (the full sentence is on its details page): all free home samples, a paid home visit, centre only, or
 * a package that mixes free home samples with a test done on a paid visit; a centre-only test that one
 * or two centres do names them ("Green Park centre only").
 */
export const collectionPlaces: Record<CollectionKind | "mixed", string> & { named: (names: string, count: number) => string } =
  collectionPlaceWords;
