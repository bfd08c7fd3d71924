/** The closed lists a test's facts choose from (./test-facts.schema.ts); labels live beside them. */

/** What is taken or recorded: a package's "Blood & Urine" is the union of its tests' kinds. */
export const sampleKinds = ["blood", "urine", "stool", "sputum", "imaging", "ecg", "recording", "breathing", "exercise"] as const;

/**
 * Where a test can be done: `home-sample` a sample collected at home (free pickup); `home-visit` a
 * technician brings the equipment to the home (a paid visit), or the test is done at a centre;
 * `centre` only at a centre or the lab (sleep lab, treadmill, needle studies).
 */
export const collectionKinds = ["home-sample", "home-visit", "centre"] as const;

/**
 * The laboratory section that runs a test, or the non-laboratory department that records it. The
 * accreditation statement (./accreditation-claim.ts) names the sections its scope covers.
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
export const sampleKindLabels: Record<SampleKind, string> = {
  blood: "Blood",
  urine: "Urine",
  stool: "Stool",
  sputum: "Sputum",
  imaging: "X-ray",
  ecg: "ECG",
  recording: "Recording",
  breathing: "Breathing test",
  exercise: "Walk test",
};

/** How a page says where a test can be done: alone, or for a group of a package's tests. */
export const collectionWords: Record<CollectionKind, { one: string; some: (names: string) => string }> = {
  "home-sample": {
    one: "Free home sample collection, or at any centre",
    some: (names) => `${names}: collected free at home, or at any centre`,
  },
  "home-visit": {
    one: "At a centre, or at home on a paid home visit",
    some: (names) => `${names}: at a centre, or at home on a paid home visit`,
  },
  centre: {
    one: "At our centres only",
    some: (names) => `${names}: at our centres only`,
  },
};

/**
 * Where it can be done, in the few words a test or package card shows beside its report time and fast
 * (the full sentence is on its details page): all free home samples, a paid home visit, centre only, or
 * a package that mixes free home samples with a test done on a paid visit.
 */
export const collectionPlaces = {
  "home-sample": "Free home collection",
  "home-visit": "Paid home visit or centre",
  centre: "Centre only",
  mixed: "Home collection, part on a paid visit",
  /** A centre-only test that one or two centres do: "Green Park centre only". */
  named: (names: string, count: number) => `${names} centre${count === 1 ? "" : "s"} only`,
} as const;
