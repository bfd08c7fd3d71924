import type { JudgedQuery } from "./queries.ts";

/**
 * Held-out judged queries: misspellings and typing slips written apart from the word lists of
 * content/search-terms.ts, so they test the search's tolerance of typos rather than a lookup in
 * those lists. Keys and `top3` / `none` as in ./queries.ts.
 *
 * Keep them held out: never add one of these queries to search-terms.ts (or to a catalogue alias) to
 * make it pass; tests/search/search-eval.test.ts fails when a held-out query is a listed word or an
 * exact name of an item. A query the search misses stays here, below the floor of that test, as a
 * record of what typo tolerance does not yet cover.
 */
/**
 * The share of held-out queries that must have a right item in the top 3, set from what the search
 * achieved when the set was written (50 of 55, 90.9%). The five it missed then: "khun ki jaanch" and
 * "chest xary" (a typo in a word under 5 letters, which the search never tolerates), "complete blod
 * count" (the same), "peeliya" (two edits from "piliya") and "vitamin b 12" (a space inside "b12").
 */
export const HELD_OUT_FLOOR = 0.9;

const CBC = "catalogue-1";
const LIPID = "catalogue-2";
const URINE = "catalogue-3";
const ECG = "catalogue-4";
const HOLTER = "catalogue-5";
const NCV = "catalogue-9";
const PSG = "catalogue-8";
const THYROID = "catalogue-10";
const HBA1C = "catalogue-11";
const CARDIAC_ENZYMES = "catalogue-12";
const PSA = "catalogue-13";
const VITAMIN_D = "catalogue-14";
const BLOOD_CULTURE = "catalogue-15";
const URINE_CULTURE = "catalogue-16";
const DIABETIC = "catalogue-103";
const ANAEMIA = "catalogue-109";
const HAIR_FALL = "catalogue-111";
const FEVER = "catalogue-112";
const LIVER = "catalogue-113";
const ANTENATAL = "catalogue-303";
const B12 = "catalogue-1105";
const UPT = "catalogue-1102";
const CHEST_XRAY = "catalogue-1021";
const TMT = "catalogue-1096";
const KFT = "catalogue-1050";
const FERRITIN = "catalogue-1035";
const IRON_STUDIES = "catalogue-1206";
const BILIRUBIN = "catalogue-1207";
const MALARIA_TESTS = ["catalogue-1057", "catalogue-1058"];
const HEPATITIS_TESTS = ["catalogue-1010", "catalogue-1011", "catalogue-1043", "catalogue-1311", "catalogue-1312"];
const ALLERGY_TESTS = ["catalogue-1038", "catalogue-1081", "catalogue-1082", "catalogue-1083", "catalogue-1084"];
const ALLERGY_PACKAGES = ["catalogue-115", "catalogue-116", "catalogue-117", "catalogue-118", "catalogue-119"];
const PACKAGES_WITH_KFT = ["catalogue-100", "catalogue-101", "catalogue-103", "catalogue-105", "catalogue-106"];
const PACKAGES_WITH_IRON = ["catalogue-101", "catalogue-105", "catalogue-107", ANAEMIA, HAIR_FALL, "catalogue-301"];

export const heldOutQueries: readonly JudgedQuery[] = [
  // One letter swapped, dropped, doubled or wrong in a long word
  { query: "thyorid", kind: "misspelling", top3: [THYROID] },
  { query: "thryoid", kind: "misspelling", top3: [THYROID] },
  { query: "thyrod", kind: "misspelling", top3: [THYROID] },
  { query: "tyroid test", kind: "misspelling", top3: [THYROID, "catalogue-1099"] },
  { query: "thyroid funtion test", kind: "misspelling", top3: [THYROID] },
  { query: "cholesteral", kind: "misspelling", top3: [LIPID] },
  { query: "colestrol", kind: "misspelling", top3: [LIPID] },
  { query: "lipid profle", kind: "misspelling", top3: [LIPID] },
  { query: "lipid profiel", kind: "misspelling", top3: [LIPID] },
  { query: "hemoglobn", kind: "misspelling", top3: [CBC, ANAEMIA] },
  { query: "haemoglobine", kind: "misspelling", top3: [CBC, ANAEMIA] },
  { query: "compleet blood count", kind: "misspelling", top3: [CBC] },
  { query: "compete blood count", kind: "misspelling", top3: [CBC] },
  { query: "diabetis", kind: "misspelling", top3: [HBA1C, DIABETIC] },
  { query: "diabeties", kind: "misspelling", top3: [HBA1C, DIABETIC] },
  { query: "suger", kind: "misspelling", top3: [HBA1C, DIABETIC] },
  { query: "vitamine d", kind: "misspelling", top3: [VITAMIN_D] },
  { query: "vitamen d", kind: "misspelling", top3: [VITAMIN_D] },
  { query: "vitmin b12", kind: "misspelling", top3: [B12] },
  { query: "hab1c", kind: "misspelling", top3: [HBA1C] },
  { query: "urine culure", kind: "misspelling", top3: [URINE_CULTURE] },
  { query: "blood cultre", kind: "misspelling", top3: [BLOOD_CULTURE] },
  { query: "electrocardiagram", kind: "misspelling", top3: [ECG] },
  { query: "polysomnogram", kind: "misspelling", top3: [PSG] },
  { query: "holtor monitoring", kind: "misspelling", top3: [HOLTER, "home-service-ecg-holter"] },
  { query: "treadmil test", kind: "misspelling", top3: [TMT] },
  { query: "pregnency test", kind: "misspelling", top3: [UPT, ANTENATAL] },
  { query: "pregnacy", kind: "misspelling", top3: [UPT, ANTENATAL] },
  { query: "prostrate", kind: "misspelling", top3: [PSA, "home-service-uroflowmetry"] },
  { query: "alergy", kind: "misspelling", top3: [...ALLERGY_PACKAGES, ...ALLERGY_TESTS] },
  { query: "jaundise", kind: "misspelling", top3: [LIVER, BILIRUBIN] },
  { query: "hepatits", kind: "misspelling", top3: [LIVER, ...HEPATITIS_TESTS] },
  { query: "typhiod", kind: "misspelling", top3: [FEVER, BLOOD_CULTURE, "catalogue-1305", "catalogue-1306"] },
  { query: "malria", kind: "misspelling", top3: [FEVER, ...MALARIA_TESTS] },
  { query: "carpel tunnel", kind: "misspelling", top3: ["catalogue-1019"] },
  { query: "electromyograpy", kind: "misspelling", top3: ["catalogue-1030"] },
  { query: "nerve conductin", kind: "misspelling", top3: [NCV] },
  { query: "ferritn", kind: "misspelling", top3: [FERRITIN, IRON_STUDIES, ...PACKAGES_WITH_IRON] },
  { query: "kidny function test", kind: "misspelling", top3: [KFT, ...PACKAGES_WITH_KFT] },
  { query: "uroflowmetery", kind: "misspelling", top3: ["home-service-uroflowmetry"] },
  { query: "microalbumen", kind: "misspelling", top3: ["catalogue-1101"] },
  { query: "snorring", kind: "misspelling", top3: [PSG, "catalogue-1047"] },
  { query: "tierdness", kind: "misspelling", top3: [B12, VITAMIN_D, THYROID, CBC, ANAEMIA] },
  { query: "cardiac enzymse", kind: "misspelling", top3: [CARDIAC_ENZYMES] },
  { query: "troponine", kind: "misspelling", top3: ["catalogue-1302"] },
  { query: "spirometery", kind: "misspelling", top3: ["catalogue-6", "catalogue-1094"] },
  // Hinglish written another way
  { query: "peshaab", kind: "hinglish", top3: [URINE] },
  { query: "bukhaar", kind: "hinglish", top3: [FEVER, CBC] },
  { query: "khun ki jaanch", kind: "hinglish", top3: [CBC] },
  { query: "peeliya", kind: "hinglish", top3: [LIVER] },
  // Slips while typing: a short word mistyped, a space in the wrong place
  { query: "chest xary", kind: "typing", top3: [CHEST_XRAY] },
  { query: "complete blod count", kind: "typing", top3: [CBC] },
  { query: "vitamin b 12", kind: "typing", top3: [B12] },
  { query: "hair fal", kind: "typing", top3: [HAIR_FALL] },
  // A test the lab does not offer, misspelt: still nothing
  { query: "ultrasoud", kind: "not-offered", top3: [], none: true },
];
