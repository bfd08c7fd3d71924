/**
 * The words patients type, for the site search (docs/decisions/010-one-search-index.md).
 *
 * Names, descriptions, prices and the catalogue's own `aliases` are read from catalogue.ts, services.ts
 * and home-care.ts; this file only adds the everyday words next to each item: abbreviations (KFT, UPT),
 * Hinglish (khoon, peshab), Hindi in Devanagari (खून, शुगर), symptoms (fever, tiredness) and common
 * misspellings (cholestrol, thyroud). Write Devanagari as patients type it; nukta, matra and
 * chandrabindu variants are folded by the search itself, and "ki jaanch" / "की जांच" is ignored at the
 * end of a query, so "khoon" also finds "khoon ki jaanch".
 *
 * How to add a word: put it in the list of the item it should find (catalogue id, department test id,
 * home-service id or home-care package id), then add a judged query to tests/search/queries.ts and run
 * `npm run search:eval`. The unit tests reject keys that name no item.
 */
import type { SafetyNoticeKey } from "./safety-notices.ts";

/** Catalogue tests and packages (content/catalogue.ts), by id. */
export const catalogueTerms: Record<number, readonly string[]> = {
  1: [
    "blood test",
    "khoon",
    "खून",
    "खून जांच",
    "heamoglobin",
    "haemoglobin",
    "hemoglobin",
    "Hb",
    "platelet count",
    "fever",
    "बुखार",
    "bukhar",
    "weakness",
    "tiredness",
  ],
  2: ["cholestrol", "colesterol", "cholesterol", "कोलेस्ट्रॉल", "HDL", "heart risk"],
  3: ["urine routine", "peshab", "पेशाब", "मूत्र", "urine R/E", "urine infection", "burning urine"],
  4: ["ईसीजी", "ecg test", "palpitations", "dil ki jaanch", "दिल"],
  5: ["palpitations"],
  6: ["lung test", "saans", "breathlessness", "asthma test"],
  7: ["ईईजी", "seizure test", "fits", "mirgi", "epilepsy"],
  8: ["snoring", "sleep test"],
  9: ["tingling", "numbness", "nerve conduction"],
  10: ["thyroud", "thyriod", "thyroide", "थायराइड", "थाइराइड", "थायरॉइड", "TSH", "T3 T4", "hair fall", "tiredness", "weight gain"],
  11: [
    "sugar",
    "sugar test",
    "शुगर",
    "शुगर टेस्ट",
    "diabities",
    "diabetes",
    "diabetic",
    "madhumeh",
    "मधुमेह",
    "blood sugar",
    "glycosylated haemoglobin",
    "Hb A1c",
  ],
  // No "heart attack" or "chest pain": chest pain now is an emergency (call 112), not a lab booking;
  // a search for it shows the call-112 box (`emergencyTerms`).
  // "troponin" alone is Troponin I's (1302): this panel is found after it, by "troponin and CK-MB panel".
  12: ["cardiac enzyme test"],
  13: ["prostate"],
  14: ["vitamin D", "vit D3", "विटामिन डी", "विटामिन", "bone pain", "tiredness", "hair fall", "body pain"],
  15: ["fever", "typhoid culture", "typhoid test"],
  16: ["UTI", "urine infection", "peshab mein jalan"],
  100: ["full body", "full body checkup", "health checkup", "annual health check", "body checkup"],
  101: ["full body", "full body checkup"],
  102: ["heart", "dil", "cardiac package"],
  103: ["sugar", "sugar test", "शुगर", "शुगर टेस्ट", "diabities", "diabetes", "diabetic checkup"],
  104: ["PCOS", "PCOD", "irregular periods"],
  105: ["full body", "full body checkup"],
  106: ["executive"],
  107: ["women", "ladies", "mahila"],
  108: ["thyroud", "थायराइड", "thyroid antibody", "anti TPO"],
  109: ["anaemia", "anemia", "khoon ki kami", "खून की कमी", "weakness", "tiredness", "heamoglobin", "low hb"],
  110: ["menopause", "women over 40"],
  111: ["hair fall", "hair loss", "baal jhadna", "बाल झड़ना", "hairfall"],
  112: ["fever", "bukhar", "बुखार", "dengue", "dengue test", "डेंगू की जांच", "malaria", "typhoid"],
  113: ["liver", "jaundice", "piliya", "पीलिया", "hepatitis"],
  114: ["cancer", "tumour marker"],
  115: ["allergy", "dust allergy", "sneezing"],
  116: ["child allergy", "children allergy"],
  117: ["allergy"],
  118: ["food allergy"],
  119: ["food allergy"],
  301: ["women full body"],
  302: ["female hormones", "hormone"],
  303: ["pregnancy", "pregnant", "garbh", "गर्भावस्था", "prenatal"],
  304: ["fertility", "AMH", "infertility"],
  305: ["joint pain", "bone health", "arthritis"],
  1341: ["वीर्य", "सीमेन", "sperm test"],
  1344: ["फंगस", "fungus test"],
};

/**
 * Tests on the department pages (content/services.ts), by test id. A department test that is also a
 * catalogue item (the same test facts) is listed once, as the catalogue item.
 */
export const departmentTestTerms: Record<string, readonly string[]> = {
  "vitamin-b12": ["B12", "vit B12", "cobalamin", "विटामिन बी12", "विटामिन", "tiredness", "tingling", "numbness"],
  "urine-microalbumin": ["microalbumin", "ACR", "urine albumin"],
  "urine-protein-24h": ["24 hour urine protein", "urine protein"],
  "urine-pregnancy": ["UPT", "pregnancy", "pregnancy test", "pregnant", "hCG", "garbh", "गर्भावस्था", "प्रेगनेंसी"],
  "chest-xray": ["chest xray", "chest x ray", "CXR", "एक्स-रे", "एक्सरे", "छाती का एक्स-रे", "cough", "TB"],
  "spine-xray": ["back xray", "back pain", "कमर दर्द"],
  "knee-xray": ["knee pain", "joint pain", "घुटने"],
  "pns-xray": ["sinus xray", "sinus", "PNS"],
  "abdomen-xray": ["abdomen xray", "stomach xray", "pait ka xray"],
  "pet-chest-xray": ["dog xray", "cat xray", "pet"],
  "pet-limb-xray": ["dog xray", "pet"],
  "pet-abdomen-xray": ["dog xray", "pet"],
  "pet-hip-xray": ["hip dysplasia", "dog xray", "pet"],
  "ecg-at-home": ["home ECG", "ईसीजी"],
  tmt: ["TMT", "treadmill", "stress test", "exercise ECG"],
  "holter-48h": ["holter"],
  "holter-72h": ["holter"],
  abpm: ["ABPM", "BP monitoring", "blood pressure", "BP", "high BP", "hypertension"],
  spirometry: ["lung test", "simple spirometry"],
  dlco: ["DLCO", "diffusion capacity", "lung diffusion"],
  "six-minute-walk": ["6 minute walk", "6MWT", "walk test"],
  "sleep-deprived-eeg": ["EEG", "ईईजी"],
  "ambulatory-eeg": ["EEG", "home EEG", "ईईजी"],
  "home-sleep-apnoea-test": ["sleep apnea", "snoring", "sleep study at home"],
  "cpap-titration": ["CPAP", "sleep apnea"],
  mslt: ["MSLT", "narcolepsy", "daytime sleepiness"],
  "ncv-four-limbs": ["NCV", "nerve test"],
  "carpal-tunnel-study": ["carpal tunnel", "wrist pain", "hand numbness"],
  emg: ["EMG", "muscle test", "muscle weakness"],
};

/**
 * Where a department subcategory's tests sit in the find-test filters when the department's own id
 * is not the right one (the lung tests are run by the cardiology department but are lung tests).
 */
export const subcategoryFilters: Record<string, { category: string; specialty: string }> = {
  "lung-test": { category: "pulmonology", specialty: "pulmonology" },
};

/** Home-care services (content/home-care.ts `homeServices`), by id. */
export const homeServiceTerms: Record<string, readonly string[]> = {
  "digital-xray": ["xray at home", "home xray", "एक्स-रे"],
  "ecg-holter": ["ECG at home", "holter at home", "ईसीजी"],
  pft: ["PFT at home", "lung test at home"],
  "eeg-sleep": ["sleep study at home", "EEG at home"],
  ncv: ["NCV at home", "nerve test at home"],
  uroflowmetry: ["urine flow test", "prostate", "weak urine stream"],
  "pet-xray": ["dog xray", "pet"],
  "blood-collection": ["home sample collection", "home collection", "blood test at home", "ghar par khoon ki jaanch", "khoon"],
};

/** Home-care packages (content/home-care.ts `homeCarePackages`), by id. */
export const homeCarePackageTerms: Record<string, readonly string[]> = {
  "senior-citizen-home-check": ["elderly", "old age", "buzurg", "senior"],
  "cardiac-care-at-home": ["heart care at home"],
  "sleep-apnoea-home-study": ["sleep apnea", "snoring"],
  "respiratory-care-at-home": ["asthma", "COPD"],
};

/**
 * Everyday words for tests that packages hold, by the test's key (content/test-facts.ts). A query for
 * them finds the packages, with "includes …".
 */
export const includedTestTerms: Record<string, readonly string[]> = {
  kft: ["KFT", "RFT", "renal function test", "kidney test", "kidney", "गुर्दा"],
  lft: ["LFT", "liver test"],
  "thyroid-function-test": ["TFT", "thyroid"],
  tsh: ["thyroid"],
  "fasting-blood-sugar": ["FBS", "fasting sugar", "RBS", "random blood sugar", "sugar"],
  "post-prandial-blood-sugar": ["PPBS", "PP sugar", "after meal sugar"],
  esr: ["ESR"],
  crp: ["CRP"],
  "hs-crp": ["CRP"],
  "serum-iron-tibc": ["iron"],
  ferritin: ["ferritin", "iron"],
  "vitamin-d": ["विटामिन"],
  "vitamin-b12": ["विटामिन"],
  "dengue-ns1": ["dengue"],
  "dengue-igm": ["dengue"],
  "malaria-smear": ["malaria"],
  "malaria-antigen": ["malaria"],
  "blood-culture": ["typhoid"],
};

/**
 * Words for symptoms that can be an emergency, by the boxed notice a search for them shows above its
 * results (content/safety-notices.ts; docs/content-review.md, rule 1). A query holding any of them, as
 * whole words, shows that notice, in the home search and on /find-test.
 */
export const emergencyTerms: Record<SafetyNoticeKey, readonly string[]> = {
  "chest-pain": [
    "chest pain",
    "seene mein dard",
    "seene me dard",
    "सीने में दर्द",
    "heart attack",
    "dil ka daura",
    "दिल का दौरा",
    "angina",
    "chest tightness",
  ],
  breathlessness: [
    "breathless",
    "breathlessness",
    "shortness of breath",
    "saans phoolna",
    "saans nahi aa rahi",
    "सांस फूलना",
    "asthma attack",
    "cant breathe",
  ],
  palpitations: ["palpitations", "heart racing", "dhadkan", "धड़कन"],
  stroke: ["stroke", "lakwa", "लकवा", "paralysis", "face drooping", "slurred speech", "numbness", "weakness", "sun ho gaya"],
  fits: [
    "fits",
    "fit",
    "seizure",
    "seizures",
    "convulsion",
    "convulsions",
    "mirgi",
    "मिर्गी",
    "daura",
    "दौरा",
    "behosh",
    "बेहोश",
    "unconscious",
  ],
  fever: ["fever", "bukhar", "बुखार", "dengue", "baby fever", "newborn fever", "tez bukhar", "typhoid", "malaria"],
  swallowed: ["swallowed", "nigal liya", "निगल", "battery swallowed", "coin swallowed", "magnet swallowed"],
  "allergic-reaction": ["anaphylaxis", "throat swelling", "lip swelling", "allergic reaction"],
  pregnancy: [
    "bleeding in pregnancy",
    "pregnancy bleeding",
    "baby not moving",
    "pregnancy me bleeding",
    "garbhavastha mein khoon",
    "गर्भावस्था में ब्लीडिंग",
    "गर्भावस्था में खून",
  ],
  "early-pregnancy": [
    "bleeding in early pregnancy",
    "pain in early pregnancy",
    "ectopic",
    "ectopic pregnancy",
    "shoulder tip pain",
    "शुरुआती गर्भावस्था में दर्द",
  ],
  "high-sugar": [
    "DKA",
    "ketoacidosis",
    "diabetic ketoacidosis",
    "very high sugar",
    "high sugar vomiting",
    "sugar with vomiting",
    "sugar bahut high",
    "sugar aur ulti",
    "शुगर बहुत ज़्यादा",
    "शुगर और उल्टी",
  ],
  "newborn-jaundice": [
    "newborn jaundice",
    "neonatal jaundice",
    "baby jaundice",
    "jaundice in newborn",
    "piliya baby",
    "baby ko piliya",
    "navjaat peeliya",
    "navjat piliya",
    "नवजात पीलिया",
    "नवजात का पीलिया",
    "बच्चे को पीलिया",
  ],
  "severe-belly-pain": [
    "severe stomach pain",
    "severe abdominal pain",
    "severe belly pain",
    "stomach pain",
    "abdominal pain",
    "belly pain",
    "pancreatitis",
    "pet mein tez dard",
    "pet me tez dard",
    "pet dard",
    "पेट में तेज़ दर्द",
    "पेट दर्द",
  ],
  lithium: ["lithium toxicity", "lithium overdose", "too much lithium", "lithium poisoning", "लिथियम ज़्यादा"],
  confusion: [
    "confusion",
    "confused",
    "sudden confusion",
    "delirium",
    "behki behki baatein",
    "behki baatein",
    "bhram",
    "भ्रम",
    "बहकी बातें",
    "बहकी-बहकी बातें",
  ],
  "swollen-leg": [
    "swollen leg",
    "leg swelling",
    "painful swollen leg",
    "DVT",
    "deep vein thrombosis",
    "blood clot",
    "clot in leg",
    "pair mein sujan",
    "pair me sujan",
    "पैर में सूजन",
    "khoon ka thakka",
    "खून का थक्का",
  ],
  "gi-bleeding": [
    "blood in stool",
    "black stool",
    "black stools",
    "vomiting blood",
    "blood vomiting",
    "blood in vomit",
    "khoon ki ulti",
    "खून की उल्टी",
    "potty mein khoon",
    "potty me khoon",
    "पॉटी में खून",
    "मल में खून",
    "kala mal",
    "काला मल",
  ],
};

/** Tests the lab does not offer (content/en/prescription-shorthands.json): a search for them finds nothing, and the empty state says so. */
export { notDoneStudies as notOfferedTests } from "./prescription-shorthands.ts";

/** Said at the end of a query and ignored: "sugar ki jaanch" searches for "sugar". */
export const ignoredQuerySuffixes: readonly string[] = ["ki jaanch", "ki janch", "ka test", "की जांच", "का टेस्ट", "jaanch", "janch", "जांच"];
