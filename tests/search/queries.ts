/**
 * Judged search queries: what a patient types, the items of which at least one must be in the top 3
 * (`top3`), and items that must not be in the top 5 (`notTop5`: noise). `none: true` means nothing
 * must be found (a test the lab does not offer). Items are search-index keys: `catalogue-<id>`,
 * `department-<test id>`, `home-service-<id>`, `home-package-<id>` (app/domain/search-index.ts).
 *
 * `npm run search:eval` prints the share of queries answered right and the noise count; the unit test
 * tests/search/search-eval.test.ts holds them at 95% or more with no noise, and each query's best rank
 * at no worse than tests/search/query-ranks.json (refresh it with `npm run search:eval -- --write`).
 * Many of these queries are words of content/search-terms.ts; typo tolerance itself is judged by
 * the held-out set, ./held-out-queries.ts.
 */
export interface JudgedQuery {
  query: string;
  kind: "name" | "abbreviation" | "hinglish" | "devanagari" | "misspelling" | "symptom" | "department" | "not-offered" | "typing";
  top3: readonly string[];
  notTop5?: readonly string[];
  none?: true;
}

const CBC = "catalogue-1";
const LIPID = "catalogue-2";
const URINE = "catalogue-3";
const ECG = "catalogue-4";
const HOLTER = "catalogue-5";
const PFT = "catalogue-6";
const EEG = "catalogue-7";
const PSG = "catalogue-8";
const NCV = "catalogue-9";
const THYROID = "catalogue-10";
const HBA1C = "catalogue-11";
const CARDIAC_ENZYMES = "catalogue-12";
const PSA = "catalogue-13";
const VITAMIN_D = "catalogue-14";
const BLOOD_CULTURE = "catalogue-15";
const URINE_CULTURE = "catalogue-16";
const BASIC_CHECKUP = "catalogue-100";
const CARDIAC_CHECKUP = "catalogue-102";
const DIABETIC = "catalogue-103";
const PCOD = "catalogue-104";
const THYROID_EXTENDED = "catalogue-108";
const ANAEMIA = "catalogue-109";
const HAIR_FALL = "catalogue-111";
const FEVER = "catalogue-112";
const LIVER = "catalogue-113";
const CANCER = "catalogue-114";
const ALLERGY_RESPIRATORY = "catalogue-115";
const FOOD_ALLERGY = "catalogue-118";
const ANTENATAL = "catalogue-303";
const FERTILITY = "catalogue-304";
const BONE_JOINT = "catalogue-305";
const PACKAGES_WITH_KFT = ["catalogue-100", "catalogue-101", "catalogue-103", "catalogue-105", "catalogue-106"];
const B12 = "catalogue-1105";
const UPT = "catalogue-1102";
const CHEST_XRAY = "catalogue-1021";
const TMT = "catalogue-1096";
const ABPM = "catalogue-1002";
const DLCO = "catalogue-1028";

/** Items that "vit d"-style short queries used to drag in through typo tolerance. */
const UNRELATED = [BLOOD_CULTURE, HOLTER, EEG];

export const judgedQueries: readonly JudgedQuery[] = [
  // Names as printed
  { query: "complete blood count", kind: "name", top3: [CBC] },
  { query: "lipid profile", kind: "name", top3: [LIPID], notTop5: [EEG] },
  { query: "thyroid function test", kind: "name", top3: [THYROID] },
  { query: "hba1c", kind: "name", top3: [HBA1C] },
  { query: "vitamin b12", kind: "name", top3: [B12], notTop5: [BLOOD_CULTURE] },
  { query: "vitamin d", kind: "name", top3: [VITAMIN_D], notTop5: UNRELATED },
  { query: "holter", kind: "name", top3: [HOLTER] },
  { query: "polysomnography", kind: "name", top3: [PSG] },
  { query: "cardiac enzymes", kind: "name", top3: [CARDIAC_ENZYMES] },
  { query: "troponin", kind: "name", top3: ["catalogue-1302"] },
  { query: "psa", kind: "name", top3: [PSA] },
  { query: "blood culture", kind: "name", top3: [BLOOD_CULTURE] },
  { query: "urine culture", kind: "name", top3: [URINE_CULTURE] },
  { query: "diffusion capacity", kind: "name", top3: [DLCO] },
  { query: "anaemia panel", kind: "name", top3: [ANAEMIA] },
  { query: "thyroid antibodies", kind: "name", top3: [THYROID_EXTENDED] },
  { query: "liver care", kind: "name", top3: [LIVER] },
  { query: "treadmill test", kind: "name", top3: [TMT] },
  { query: "carpal tunnel", kind: "name", top3: ["catalogue-1019"] },
  { query: "electromyography", kind: "name", top3: ["catalogue-1030"] },
  { query: "spirometry", kind: "name", top3: [PFT, "catalogue-1094"] },
  // Abbreviations
  { query: "kft", kind: "abbreviation", top3: ["catalogue-1050", ...PACKAGES_WITH_KFT], notTop5: UNRELATED },
  { query: "rft", kind: "abbreviation", top3: ["catalogue-1050", ...PACKAGES_WITH_KFT], notTop5: UNRELATED },
  // A slip's two spellings of one test, either side of a slash.
  { query: "KFT/RFT", kind: "abbreviation", top3: ["catalogue-1050", ...PACKAGES_WITH_KFT], notTop5: UNRELATED },
  { query: "CBC / CBP", kind: "abbreviation", top3: [CBC] },
  { query: "lft", kind: "abbreviation", top3: ["catalogue-1052", LIVER], notTop5: UNRELATED },
  { query: "tft", kind: "abbreviation", top3: [THYROID] },
  { query: "cbc", kind: "abbreviation", top3: [CBC] },
  { query: "cbp", kind: "abbreviation", top3: [CBC] },
  { query: "fbs", kind: "abbreviation", top3: ["catalogue-1033", BASIC_CHECKUP, DIABETIC, CARDIAC_CHECKUP] },
  { query: "ppbs", kind: "abbreviation", top3: ["catalogue-1070", DIABETIC, "catalogue-1214"] },
  { query: "rbs", kind: "abbreviation", top3: [DIABETIC, "catalogue-1214"] },
  { query: "esr", kind: "abbreviation", top3: ["catalogue-1031", FEVER, BONE_JOINT, "catalogue-105"], notTop5: [EEG] },
  { query: "crp", kind: "abbreviation", top3: ["catalogue-1024", FEVER, CARDIAC_CHECKUP, "catalogue-105"] },
  { query: "upt", kind: "abbreviation", top3: [UPT] },
  { query: "tmt", kind: "abbreviation", top3: [TMT] },
  { query: "abpm", kind: "abbreviation", top3: [ABPM] },
  { query: "pft", kind: "abbreviation", top3: [PFT] },
  { query: "ecg", kind: "abbreviation", top3: [ECG] },
  { query: "eeg", kind: "abbreviation", top3: [EEG] },
  { query: "ncv", kind: "abbreviation", top3: [NCV] },
  { query: "dlco", kind: "abbreviation", top3: [DLCO] },
  { query: "vit d", kind: "abbreviation", top3: [VITAMIN_D], notTop5: UNRELATED },
  { query: "b12", kind: "abbreviation", top3: [B12] },
  { query: "tsh", kind: "abbreviation", top3: [THYROID] },
  { query: "amh", kind: "abbreviation", top3: ["catalogue-1007", FERTILITY] },
  { query: "usg", kind: "not-offered", top3: [], none: true },
  { query: "ultrasound", kind: "not-offered", top3: [], none: true },
  { query: "mri", kind: "not-offered", top3: [], none: true },
  // Hinglish
  { query: "khoon ki jaanch", kind: "hinglish", top3: [CBC] },
  { query: "peshab ki jaanch", kind: "hinglish", top3: [URINE] },
  { query: "sugar ki jaanch", kind: "hinglish", top3: [HBA1C, DIABETIC], notTop5: UNRELATED },
  { query: "thyroid ki jaanch", kind: "hinglish", top3: [THYROID] },
  { query: "peshab", kind: "hinglish", top3: [URINE] },
  { query: "khoon ki kami", kind: "hinglish", top3: [ANAEMIA] },
  { query: "bukhar", kind: "hinglish", top3: [FEVER, CBC] },
  { query: "baal jhadna", kind: "hinglish", top3: [HAIR_FALL] },
  { query: "piliya", kind: "hinglish", top3: [LIVER] },
  // Hindi in Devanagari (and its variants)
  { query: "खून", kind: "devanagari", top3: [CBC] },
  { query: "खून की जांच", kind: "devanagari", top3: [CBC] },
  { query: "पेशाब", kind: "devanagari", top3: [URINE] },
  { query: "पेशाब की जाँच", kind: "devanagari", top3: [URINE] },
  { query: "शुगर", kind: "devanagari", top3: [HBA1C, DIABETIC] },
  { query: "शुगर की जांच", kind: "devanagari", top3: [HBA1C, DIABETIC] },
  { query: "थायराइड", kind: "devanagari", top3: [THYROID] },
  { query: "थायरॉइड", kind: "devanagari", top3: [THYROID] },
  { query: "विटामिन", kind: "devanagari", top3: [VITAMIN_D, B12] },
  { query: "एक्स-रे", kind: "devanagari", top3: [CHEST_XRAY, "home-service-digital-xray"] },
  { query: "एक्सरे", kind: "devanagari", top3: [CHEST_XRAY, "home-service-digital-xray"] },
  { query: "ईसीजी", kind: "devanagari", top3: [ECG] },
  // Misspellings
  { query: "cholestrol", kind: "misspelling", top3: [LIPID] },
  { query: "thyroud", kind: "misspelling", top3: [THYROID] },
  { query: "thyriod", kind: "misspelling", top3: [THYROID] },
  { query: "heamoglobin", kind: "misspelling", top3: [CBC] },
  { query: "diabities", kind: "misspelling", top3: [HBA1C, DIABETIC] },
  { query: "polysomnograpy", kind: "misspelling", top3: [PSG] },
  { query: "vitamn d", kind: "misspelling", top3: [VITAMIN_D] },
  { query: "elecrocardiogram", kind: "misspelling", top3: [ECG] },
  // Symptoms
  { query: "fever", kind: "symptom", top3: [FEVER, CBC, BLOOD_CULTURE] },
  { query: "hair fall", kind: "symptom", top3: [HAIR_FALL, THYROID, VITAMIN_D] },
  { query: "tiredness", kind: "symptom", top3: [B12, VITAMIN_D, THYROID, CBC, ANAEMIA] },
  { query: "pregnancy", kind: "symptom", top3: [UPT, ANTENATAL] },
  { query: "chest pain", kind: "symptom", top3: [ECG, TMT, CARDIAC_ENZYMES] },
  { query: "snoring", kind: "symptom", top3: [PSG, "catalogue-1047"] },
  { query: "joint pain", kind: "symptom", top3: [BONE_JOINT, "catalogue-1051"] },
  { query: "back pain", kind: "symptom", top3: ["catalogue-1093"] },
  { query: "palpitations", kind: "symptom", top3: [HOLTER, ECG] },
  { query: "blood pressure", kind: "symptom", top3: [ABPM] },
  { query: "tingling", kind: "symptom", top3: [NCV, B12] },
  { query: "urine infection", kind: "symptom", top3: [URINE_CULTURE, URINE] },
  { query: "dust allergy", kind: "symptom", top3: [ALLERGY_RESPIRATORY] },
  { query: "food allergy", kind: "symptom", top3: [FOOD_ALLERGY, "catalogue-119"] },
  { query: "pcos", kind: "symptom", top3: [PCOD] },
  { query: "cancer", kind: "symptom", top3: [CANCER] },
  { query: "seizure", kind: "symptom", top3: [EEG] },
  // Departments and home care
  { query: "chest x ray", kind: "department", top3: [CHEST_XRAY], notTop5: UNRELATED },
  { query: "chest xray", kind: "department", top3: [CHEST_XRAY] },
  { query: "x-ray", kind: "department", top3: [CHEST_XRAY, "home-service-digital-xray"] },
  { query: "knee x-ray", kind: "department", top3: ["catalogue-1051"] },
  { query: "urine pregnancy test", kind: "department", top3: [UPT] },
  { query: "microalbumin", kind: "department", top3: ["catalogue-1101"] },
  { query: "sleep study", kind: "department", top3: [PSG] },
  { query: "pet xray", kind: "department", top3: ["home-service-pet-xray", "catalogue-1065"], notTop5: ["catalogue-1001"] },
  {
    query: "dog x ray",
    kind: "department",
    top3: ["home-service-pet-xray", "catalogue-1064", "catalogue-1065", "catalogue-1066", "catalogue-1067"],
  },
  { query: "ecg at home", kind: "department", top3: ["catalogue-1029", "home-service-ecg-holter"] },
  { query: "home sample collection", kind: "department", top3: ["home-service-blood-collection"] },
  { query: "uroflowmetry", kind: "department", top3: ["home-service-uroflowmetry"] },
  { query: "senior citizen", kind: "department", top3: ["home-package-senior-citizen-home-check"] },
  { query: "full body checkup", kind: "department", top3: [BASIC_CHECKUP, "catalogue-101", "catalogue-105"] },
  { query: "heart checkup", kind: "department", top3: [CARDIAC_CHECKUP] },
  // Single tests of the lab's whole menu: immunoassay, serology and microbiology (catalogue 1301-1340)
  { query: "beta hcg", kind: "name", top3: ["catalogue-1301"] },
  { query: "b-hcg", kind: "abbreviation", top3: ["catalogue-1301"] },
  { query: "troponin i", kind: "name", top3: ["catalogue-1302"] },
  { query: "nt probnp", kind: "abbreviation", top3: ["catalogue-1303"] },
  { query: "widal", kind: "name", top3: ["catalogue-1305"] },
  // Widal and Typhidot are not the test for typhoid (docs/content-review.md, rule 24): blood culture is.
  { query: "typhoid test", kind: "name", top3: ["catalogue-15"] },
  { query: "tb gold", kind: "name", top3: ["catalogue-1334"] },
  { query: "cbnaat", kind: "abbreviation", top3: ["catalogue-1328"] },
  { query: "torch test", kind: "name", top3: ["catalogue-1322"] },
  { query: "h pylori", kind: "name", top3: ["catalogue-1321"] },
  { query: "chikungunya", kind: "name", top3: ["catalogue-1320"] },
  { query: "celiac test", kind: "name", top3: ["catalogue-1338"] },
  // While typing
  { query: "thyr", kind: "typing", top3: [THYROID] },
  { query: "vitam", kind: "typing", top3: [VITAMIN_D, B12] },
  { query: "chest x", kind: "typing", top3: [CHEST_XRAY] },
  { query: "lipi", kind: "typing", top3: [LIPID] },
  // Single tests 1201–1243 (content/en/tests/): what patients type, the test first.
  { query: "stool routine", kind: "name", top3: ["catalogue-1216"] },
  { query: "d dimer", kind: "name", top3: ["catalogue-1223"] },
  { query: "electrolytes", kind: "name", top3: ["catalogue-1201"] },
  { query: "iron studies", kind: "name", top3: ["catalogue-1206"] },
  { query: "s bilirubin", kind: "abbreviation", top3: ["catalogue-1207"] },
  { query: "sgpt", kind: "abbreviation", top3: ["catalogue-1208"] },
  { query: "platelet count", kind: "name", top3: ["catalogue-1225"] },
  { query: "ogtt", kind: "abbreviation", top3: ["catalogue-1215"] },
  { query: "aptt", kind: "abbreviation", top3: ["catalogue-1222"] },
  { query: "urine pcr", kind: "abbreviation", top3: ["catalogue-1219"] },
  // Single tests 1341–1345, the new kinds of sample (swab, semen, scraping): as prescriptions write them.
  { query: "semen analysis", kind: "name", top3: ["catalogue-1341"] },
  { query: "semen r/e", kind: "abbreviation", top3: ["catalogue-1341"] },
  { query: "sfa", kind: "abbreviation", top3: ["catalogue-1341"] },
  { query: "वीर्य की जाँच", kind: "devanagari", top3: ["catalogue-1341"] },
  { query: "throat swab", kind: "name", top3: ["catalogue-1342"] },
  { query: "throat swab c/s", kind: "abbreviation", top3: ["catalogue-1342"] },
  { query: "pus culture", kind: "name", top3: ["catalogue-1343"] },
  { query: "wound swab culture", kind: "name", top3: ["catalogue-1343"] },
  { query: "koh", kind: "abbreviation", top3: ["catalogue-1344"] },
  { query: "fungal koh", kind: "abbreviation", top3: ["catalogue-1344"] },
  { query: "फंगस की जांच", kind: "devanagari", top3: ["catalogue-1344"] },
  { query: "bt ct", kind: "abbreviation", top3: ["catalogue-1345"] },
  { query: "bt/ct", kind: "abbreviation", top3: ["catalogue-1345"] },
  { query: "bleeding time", kind: "name", top3: ["catalogue-1345"] },
  // Prescription slips as doctors write them (the list box reads each line with this search): the serum
  // prefix with a dot, without or as a word; dotted abbreviations; a slash inside a name.
  { query: "Sr. Creatinine", kind: "abbreviation", top3: ["catalogue-1079"], notTop5: ["catalogue-1235"] },
  { query: "S. Creatinine", kind: "abbreviation", top3: ["catalogue-1079"], notTop5: ["catalogue-1235"] },
  { query: "sr creatinine", kind: "abbreviation", top3: ["catalogue-1079"], notTop5: ["catalogue-1235"] },
  { query: "s creatinine", kind: "abbreviation", top3: ["catalogue-1079"], notTop5: ["catalogue-1235"] },
  { query: "serum creatinine", kind: "name", top3: ["catalogue-1079"], notTop5: ["catalogue-1235"] },
  { query: "Sr. Uric acid", kind: "abbreviation", top3: ["catalogue-1100"] },
  { query: "sr uric acid", kind: "abbreviation", top3: ["catalogue-1100"] },
  { query: "Sr. Electrolytes", kind: "abbreviation", top3: ["catalogue-1201"] },
  { query: "S Electrolytes", kind: "abbreviation", top3: ["catalogue-1201"] },
  { query: "serum tsh", kind: "abbreviation", top3: ["catalogue-1099"] },
  { query: "Sr Calcium", kind: "abbreviation", top3: ["catalogue-1078"] },
  { query: "S. Ferritin", kind: "abbreviation", top3: ["catalogue-1035"] },
  { query: "sr bilirubin", kind: "abbreviation", top3: ["catalogue-1207"] },
  { query: "serum iron", kind: "name", top3: ["catalogue-1080"] },
  { query: "F.B.S", kind: "abbreviation", top3: ["catalogue-1033"] },
  { query: "pp sugar", kind: "abbreviation", top3: ["catalogue-1070"] },
  { query: "R.B.S.", kind: "abbreviation", top3: ["catalogue-1214"] },
  { query: "L.F.T.", kind: "abbreviation", top3: ["catalogue-1052"] },
  { query: "T.F.T", kind: "abbreviation", top3: [THYROID] },
  { query: "T.S.H", kind: "abbreviation", top3: ["catalogue-1099"] },
  { query: "T3 T4 TSH", kind: "abbreviation", top3: [THYROID] },
  { query: "hb", kind: "abbreviation", top3: ["catalogue-1226", CBC] },
  { query: "C.B.C", kind: "abbreviation", top3: [CBC] },
  { query: "E.S.R.", kind: "abbreviation", top3: ["catalogue-1031"] },
  { query: "S. CRP", kind: "abbreviation", top3: ["catalogue-1024"] },
  { query: "Hb A1c", kind: "abbreviation", top3: [HBA1C] },
  { query: "Vit D3", kind: "abbreviation", top3: [VITAMIN_D], notTop5: UNRELATED },
  { query: "Vit B12", kind: "abbreviation", top3: [B12] },
  { query: "Urine R/M", kind: "abbreviation", top3: [URINE] },
  { query: "Stool R/M", kind: "abbreviation", top3: ["catalogue-1216"] },
  { query: "PT/INR", kind: "abbreviation", top3: ["catalogue-1073"] },
  { query: "pt inr", kind: "abbreviation", top3: ["catalogue-1073"] },
  { query: "Lipid", kind: "name", top3: [LIPID] },
  { query: "Dengue NS1", kind: "name", top3: ["catalogue-1026"] },
  { query: "trop i", kind: "abbreviation", top3: ["catalogue-1302"] },
  { query: "X-ray chest PA", kind: "name", top3: [CHEST_XRAY] },
];
