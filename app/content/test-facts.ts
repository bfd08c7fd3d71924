/**
 * One source of test facts: the sample, the preparation (fasting, medicines, timing), the report time
 * and the description of every single test the site names. The find-test catalogue, the department
 * and subcategory lists, the home-care page, the FAQs and articles that quote a preparation, and the
 * three downloadable guides all read these entries, so a test is never described two ways.
 * Prices and display names stay with each list (the catalogue and the departments use different
 * price sets on purpose). Medical basis and how to review changes: docs/content-review.md.
 */

export interface TestFacts {
  /** Short name used in guides and FAQ sentences. */
  label: string;
  sample: string;
  /** Hours of fasting needed before the sample; null when no fasting is needed. */
  fastingHours: number | null;
  /** The full patient instruction shown on details pages and in the preparation guide. */
  preparation: string;
  /** One line for compact lists (department test cards); absent when nothing needs doing. */
  preparationShort?: string;
  reportTime: string;
  description: string;
}

const noFasting = "No fasting needed. Continue your regular medicines and tell us about any you take.";

export const testFacts = {
  // Pathology: blood
  cbc: {
    label: "Complete blood count (CBC)",
    sample: "Blood (EDTA tube)",
    fastingHours: null,
    preparation: noFasting,
    reportTime: "6 hours",
    description:
      "Measures haemoglobin, red and white blood cells (with a 5-part differential) and platelets to look for anaemia, infection and bleeding disorders.",
  },
  "lipid-profile": {
    label: "Lipid profile",
    sample: "Blood (serum)",
    fastingHours: 12,
    preparation:
      "Fast for 12 hours before the sample: no food or drinks other than plain water. Avoid alcohol for 24 hours before. Keep taking your regular medicines unless your doctor advises otherwise.",
    preparationShort: "12 hours fasting; plain water is allowed",
    reportTime: "24 hours",
    description:
      "Measures total cholesterol, HDL, LDL, VLDL and triglycerides, with risk ratios, to help your doctor assess heart and stroke risk.",
  },
  "fasting-blood-sugar": {
    label: "Fasting blood sugar",
    sample: "Blood (fluoride tube)",
    fastingHours: 8,
    preparation:
      "Fast for at least 8 hours (and no more than 12) before the sample; plain water is allowed. If you take insulin or sugar-lowering tablets, ask your doctor how to adjust them for the fast.",
    preparationShort: "At least 8 hours fasting; plain water is allowed",
    reportTime: "24 hours",
    description: "Plasma glucose after an overnight fast, used with HbA1c to diagnose and monitor diabetes.",
  },
  "thyroid-function-test": {
    label: "Thyroid function test (T3, T4, TSH)",
    sample: "Blood (serum)",
    fastingHours: null,
    preparation:
      "No fasting needed. Give the sample in the morning before your thyroid tablet. Tell us if you take biotin supplements: your doctor may advise pausing them for 2 days, as biotin can upset the result.",
    preparationShort: "Give the sample before your morning thyroid tablet",
    reportTime: "24 hours",
    description:
      "Measures T3, T4 and TSH to detect an underactive or overactive thyroid and to adjust thyroid medicine.",
  },
  hba1c: {
    label: "HbA1c",
    sample: "Blood (EDTA tube)",
    fastingHours: null,
    preparation: "No fasting needed; the sample can be given at any time of day.",
    reportTime: "24 hours",
    description:
      "Glycated haemoglobin shows your average blood sugar over the past 2 to 3 months, to diagnose and monitor diabetes.",
  },
  "vitamin-d": {
    label: "Vitamin D (25-OH)",
    sample: "Blood (serum)",
    fastingHours: null,
    preparation: noFasting,
    reportTime: "24 hours",
    description:
      "Measures 25-hydroxy vitamin D, the body's vitamin D store, to detect deficiency behind bone pain, muscle weakness and thin bones.",
  },
  "vitamin-b12": {
    label: "Vitamin B12",
    sample: "Blood (serum)",
    fastingHours: null,
    preparation:
      "No fasting needed. Tell us if you take B12 tablets or injections; your doctor may ask you to give the sample before the next dose.",
    reportTime: "24-48 hours",
    description:
      "Detects B12 deficiency, a common cause of tiredness, tingling in the hands and feet and anaemia, especially in vegetarians.",
  },
  "blood-culture": {
    label: "Blood culture",
    sample: "Blood (2 culture bottles)",
    fastingHours: null,
    preparation:
      "No fasting needed. Give the sample before the first antibiotic dose wherever possible; tell us about any antibiotic already taken.",
    preparationShort: "Before the first antibiotic dose where possible",
    reportTime: "5-7 days",
    description:
      "Grows bacteria or fungi from the blood in a fever with suspected bloodstream infection (including typhoid in its first week) and tests which antibiotics work. Positive cultures are phoned to your doctor as soon as they grow; a negative culture is final after 5 days.",
  },
  "cardiac-enzymes": {
    label: "Cardiac enzymes (hs-troponin I, CK-MB)",
    sample: "Blood (serum)",
    fastingHours: null,
    preparation:
      "No fasting needed. This test is for follow-up your doctor has asked for. Chest pain or breathlessness now is an emergency: call 112 or go to the nearest emergency department; do not wait for a lab test.",
    reportTime: "6 hours",
    description:
      "High-sensitivity troponin I and CK-MB, the blood markers of heart-muscle damage, measured when your doctor asks for them, for example to follow up a recent cardiac event. They are read together with an ECG and a clinical examination.",
  },
  psa: {
    label: "PSA (total)",
    sample: "Blood (serum)",
    fastingHours: null,
    preparation:
      "No fasting needed. Avoid ejaculation and vigorous cycling for 48 hours, and give the sample before any prostate examination or catheter.",
    reportTime: "24 hours",
    description:
      "Measures total prostate specific antigen. A raised PSA can come from an enlarged or inflamed prostate as well as cancer, so it does not diagnose either. Whether to test is a decision to make with your doctor from age 50, or 45 if you are at higher risk.",
  },
  // Pathology: urine
  "urine-routine": {
    label: "Urine routine & microscopy",
    sample: "Urine (midstream, first morning preferred)",
    fastingHours: null,
    preparation:
      "Collect a clean-catch midstream sample of the first morning urine in the sterile container we provide. Avoid testing during a menstrual period if you can.",
    preparationShort: "First morning urine, midstream, in the sterile container",
    reportTime: "6 hours",
    description:
      "Physical, chemical and microscopic examination of urine for infection, sugar, protein, blood and crystals.",
  },
  "urine-culture": {
    label: "Urine culture",
    sample: "Urine (midstream, sterile container)",
    fastingHours: null,
    preparation:
      "Collect a clean-catch midstream sample in the sterile container, before starting antibiotics, and hand it over within 1 hour.",
    preparationShort: "Before starting antibiotics; hand over within 1 hour",
    reportTime: "2-3 days",
    description:
      "Identifies the bacteria causing a urinary tract infection, counts colonies and tests which antibiotics will work.",
  },
  "urine-microalbumin": {
    label: "Urine microalbumin (ACR)",
    sample: "Urine (spot sample)",
    fastingHours: null,
    preparation: "No fasting needed. Avoid heavy exercise for 24 hours before, as it can raise urine albumin.",
    reportTime: "24 hours",
    description: "Albumin-to-creatinine ratio that picks up early kidney damage in diabetes and high blood pressure.",
  },
  "urine-protein-24h": {
    label: "24-hour urine protein",
    sample: "Urine (24-hour collection)",
    fastingHours: null,
    preparation:
      "Discard the first morning urine, then collect every drop for the next 24 hours, including the next first morning urine, in the container we provide; keep it cool.",
    preparationShort: "Collect all urine for 24 hours in the container we provide",
    reportTime: "24 hours",
    description:
      "Total protein lost in urine over a full day, used to assess kidney disease and protein loss in pregnancy.",
  },
  "urine-pregnancy": {
    label: "Urine pregnancy test (hCG)",
    sample: "Urine (first morning preferred)",
    fastingHours: null,
    preparation: "No preparation needed; first morning urine is the most concentrated.",
    reportTime: "2 hours",
    description: "Detects the pregnancy hormone hCG in urine from about the first day of a missed period.",
  },
  // Radiology
  "chest-xray": {
    label: "Chest X-ray",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation:
      "Remove jewellery and metal from the chest. Tell us if you are or may be pregnant before the X-ray is taken.",
    preparationShort: "Remove metal; tell us if you are or may be pregnant",
    reportTime: "Same day",
    description:
      "The standard view of the lungs and heart for cough, fever, breathlessness and pre-employment checks.",
  },
  "spine-xray": {
    label: "Spine X-ray",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation: "Remove metal from the area. Tell us if you are or may be pregnant before the X-ray is taken.",
    preparationShort: "Tell us if you are or may be pregnant",
    reportTime: "Same day",
    description: "Two views of the neck or lower back for back pain, injury, disc-space narrowing and posture problems.",
  },
  "knee-xray": {
    label: "Knee X-ray",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation: "Wear shorts or loose trousers. Tell us if you are or may be pregnant before the X-ray is taken.",
    preparationShort: "Tell us if you are or may be pregnant",
    reportTime: "Same day",
    description: "Shows arthritis, joint-space loss and fractures of the knee; standing views on request.",
  },
  "pns-xray": {
    label: "PNS X-ray (Waters' view)",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation: "Remove earrings, nose pins and hairpins. Tell us if you are or may be pregnant before the X-ray is taken.",
    preparationShort: "Tell us if you are or may be pregnant",
    reportTime: "Same day",
    description: "Paranasal sinus view for sinusitis, facial pain and a blocked nose.",
  },
  "abdomen-xray": {
    label: "X-ray KUB",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation: "Remove metal from the waist. Tell us if you are or may be pregnant before the X-ray is taken.",
    preparationShort: "Tell us if you are or may be pregnant",
    reportTime: "Same day",
    description:
      "A supine (lying) view of the kidneys, ureters and bladder to look for stones in flank pain; your doctor may add an ultrasound.",
  },
  "pet-chest-xray": {
    label: "Pet chest X-ray",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation: "No preparation needed. Bring your vet's note and any earlier X-rays.",
    reportTime: "24 hours",
    description: "Two views of the chest for coughing, breathing difficulty, heart enlargement and screening before surgery.",
  },
  "pet-limb-xray": {
    label: "Pet limb X-ray",
    sample: "Imaging (no sample)",
    fastingHours: null,
    preparation: "No preparation needed. Bring your vet's note and any earlier X-rays.",
    reportTime: "24 hours",
    description: "Views of a leg or paw for limping, fractures, joint disease and bone growth problems.",
  },
  "pet-abdomen-xray": {
    label: "Pet abdomen X-ray",
    sample: "Imaging (no sample)",
    fastingHours: 8,
    preparation: "No food for 8 hours before; water is allowed. Bring your vet's note.",
    preparationShort: "8 hours without food; water is allowed",
    reportTime: "24 hours",
    description: "Looks for swallowed objects, bladder stones, bloating and organ enlargement.",
  },
  "pet-hip-xray": {
    label: "Pet hip dysplasia X-ray",
    sample: "Imaging (no sample)",
    fastingHours: 8,
    preparation: "No food for 8 hours before, in case your vet decides on light sedation; water is allowed.",
    preparationShort: "8 hours without food in case light sedation is needed",
    reportTime: "2-3 days",
    description: "Extended-leg hip view used to grade hip dysplasia in large-breed dogs.",
  },
  // Cardiology
  "resting-ecg": {
    label: "Resting ECG",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "No fasting needed. Wear a loose two-piece outfit, avoid body lotion on the chest and rest for 5 minutes before the recording.",
    reportTime: "30 minutes",
    description:
      "A 12-lead electrocardiogram recorded at rest to check heart rhythm and rate and look for strain or signs of an old heart attack.",
  },
  "ecg-at-home": {
    label: "ECG at home",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "No fasting needed. Wear a loose two-piece outfit, avoid body lotion on the chest and rest for 5 minutes before the recording.",
    reportTime: "2 hours",
    description: "The same 12-lead resting ECG, recorded at your home by a trained technician.",
  },
  tmt: {
    label: "Treadmill test (TMT)",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Only when your doctor has asked for it. A light meal 2 hours before; wear walking shoes; ask your doctor whether to stop heart medicines such as beta-blockers. Done at our centres with a doctor present.",
    preparationShort: "On a doctor's request; light meal 2 hours before",
    reportTime: "Same day",
    description:
      "ECG during graded exercise on a treadmill, done at a doctor's request to look for reduced blood flow to the heart (angina). It is not a screening test for people without symptoms.",
  },
  "holter-24h": {
    label: "24-hour Holter monitoring",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Bathe before the recorder is fitted; it must stay dry until it is removed. Keep a diary of symptoms, activity and sleep times, and avoid electric blankets and magnets.",
    preparationShort: "Bathe before fitting; keep a symptom diary",
    reportTime: "24-48 hours",
    description:
      "A small recorder worn for 24 hours captures every heartbeat during daily life to find palpitations, pauses and irregular rhythms.",
  },
  "holter-48h": {
    label: "48-hour Holter monitoring",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Bathe before the recorder is fitted; it must stay dry until it is removed. Keep a diary of symptoms, activity and sleep times.",
    preparationShort: "Bathe before fitting; keep a symptom diary",
    reportTime: "2-3 days",
    description: "Two days of continuous recording for symptoms that do not happen every day.",
  },
  "holter-72h": {
    label: "72-hour Holter monitoring",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Bathe before the recorder is fitted; it must stay dry until it is removed. Keep a diary of symptoms, activity and sleep times.",
    preparationShort: "Bathe before fitting; keep a symptom diary",
    reportTime: "3-5 days",
    description: "Three days of recording for infrequent palpitations or dizzy spells.",
  },
  abpm: {
    label: "24-hour ambulatory BP monitoring",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation: "Wear a loose, short-sleeved top and take your usual blood pressure medicines unless your doctor says otherwise.",
    preparationShort: "Wear a loose, short-sleeved top",
    reportTime: "24-48 hours",
    description:
      "Blood pressure measured automatically every 15 to 30 minutes for a day, to confirm hypertension or a white-coat effect.",
  },
  pft: {
    label: "Pulmonary function test (PFT)",
    sample: "Breathing test",
    fastingHours: null,
    preparation:
      "Do not smoke for 1 hour or eat a heavy meal for 2 hours before the test. Ask your doctor whether to pause inhalers (reliever inhalers are usually paused for 4 to 6 hours); wear loose clothing.",
    preparationShort: "No smoking for 1 hour and no heavy meal for 2 hours before",
    reportTime: "24 hours",
    description:
      "Spirometry before and after a bronchodilator to measure how much air the lungs hold and how fast you can breathe out, for asthma and COPD.",
  },
  spirometry: {
    label: "Spirometry (screening)",
    sample: "Breathing test",
    fastingHours: null,
    preparation: "Do not smoke for 1 hour or eat a heavy meal for 2 hours before the test; wear loose clothing.",
    preparationShort: "No smoking for 1 hour and no heavy meal for 2 hours before",
    reportTime: "Same day",
    description: "Measures how much and how fast you can breathe out; a quick check for airway disease.",
  },
  dlco: {
    label: "Diffusion capacity (DLCO)",
    sample: "Breathing test",
    fastingHours: null,
    preparation: "Do not smoke on the day of the test (at least 24 hours is best) and avoid a heavy meal for 2 hours before.",
    preparationShort: "No smoking on the test day",
    reportTime: "24 hours",
    description:
      "Measures how well oxygen passes from the lungs into the blood, for interstitial lung disease and emphysema.",
  },
  "six-minute-walk": {
    label: "Six-minute walk test",
    sample: "Exercise test",
    fastingHours: null,
    preparation:
      "Done at our centres on a measured 30-metre corridor. Wear comfortable clothes and walking shoes, and bring any walking aid and inhaler you use.",
    preparationShort: "At a centre; comfortable clothes and walking shoes",
    reportTime: "Same day",
    description: "Distance walked and oxygen levels over six minutes on a 30-metre corridor, to measure exercise tolerance.",
  },
  // Neurology
  "standard-eeg": {
    label: "Standard EEG",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Wash your hair the night before without oil, gel or conditioner. Eat normally and take your usual medicines, including seizure medicines, unless your neurologist says otherwise.",
    preparationShort: "Clean, dry hair with no oil or gel; take usual medicines",
    reportTime: "24-48 hours",
    description:
      "Records the brain's electrical activity for about 30 minutes with scalp electrodes, light flashes and deep breathing, for seizures and blackouts.",
  },
  "sleep-deprived-eeg": {
    label: "Sleep-deprived EEG",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Sleep no more than 4 hours the night before (adults; your doctor will advise for children) and avoid tea, coffee and cola on the day. Wash your hair without oil or gel, take your usual medicines, and do not drive to or from the test.",
    preparationShort: "No more than 4 hours' sleep the night before; do not drive",
    reportTime: "24-48 hours",
    description: "Recorded after a short night's sleep, which makes abnormal brain activity more likely to show.",
  },
  "ambulatory-eeg": {
    label: "Ambulatory EEG (24-hour)",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation: "Come with clean, dry hair and wear a button-front shirt. Keep a diary of any events.",
    preparationShort: "Clean, dry hair; wear a button-front shirt",
    reportTime: "3-5 days",
    description: "A day-long recording at home to capture infrequent events during normal activities and sleep.",
  },
  polysomnography: {
    label: "Polysomnography (level 1)",
    sample: "Overnight recording",
    fastingHours: null,
    preparation:
      "Done overnight in our sleep lab at the Green Park centre. Avoid caffeine after noon, alcohol and daytime naps on the study day; wash your hair without oil and take your usual bedtime medicines.",
    preparationShort: "In our sleep lab; no naps, alcohol or caffeine after noon",
    reportTime: "2-3 days",
    description:
      "A full overnight study in our sleep lab, recording brain waves, breathing, oxygen, heart rhythm and leg movements, to diagnose sleep apnoea and other sleep disorders.",
  },
  "home-sleep-apnoea-test": {
    label: "Home sleep apnoea test (level 3)",
    sample: "Overnight recording",
    fastingHours: null,
    preparation: "Keep to your usual bedtime and avoid alcohol and sleeping tablets unless your doctor prescribes them.",
    preparationShort: "Usual bedtime; avoid alcohol",
    reportTime: "2-3 days",
    description:
      "A simpler overnight breathing and oxygen study in your own bed for suspected sleep apnoea; it does not record sleep stages.",
  },
  "cpap-titration": {
    label: "CPAP titration study",
    sample: "Overnight recording",
    fastingHours: null,
    preparation: "Done overnight in our sleep lab. No daytime naps, alcohol or caffeine after noon.",
    preparationShort: "In our sleep lab; no naps or caffeine after noon",
    reportTime: "2-3 days",
    description: "An overnight study in our sleep lab that finds the CPAP pressure that keeps your airway open.",
  },
  mslt: {
    label: "Multiple sleep latency test (MSLT)",
    sample: "Daytime recording",
    fastingHours: null,
    preparation: "Keep a 2-week sleep diary before the test; it follows an overnight study in our sleep lab.",
    preparationShort: "Keep a 2-week sleep diary before the test",
    reportTime: "3-5 days",
    description: "Daytime nap study after an overnight study, for narcolepsy and excessive sleepiness.",
  },
  "standard-ncv": {
    label: "Nerve conduction study (NCV)",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation:
      "Bathe on the day and do not apply cream or oil to the arms and legs. Keep hands and feet warm; tell the technician if you have a pacemaker.",
    preparationShort: "Bathe on the day; no cream or oil on the skin",
    reportTime: "24-48 hours",
    description:
      "Measures how fast signals travel along the nerves of the arms or legs, for neuropathy, carpal tunnel syndrome and nerve injury.",
  },
  "ncv-four-limbs": {
    label: "NCV all four limbs",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation: "Bathe on the day and do not apply cream or oil to the arms and legs. Keep hands and feet warm.",
    preparationShort: "Bathe on the day; no cream or oil on the skin",
    reportTime: "24-48 hours",
    description: "Full study of arms and legs, commonly for diabetic or Guillain-Barré neuropathy.",
  },
  "carpal-tunnel-study": {
    label: "Carpal tunnel study",
    sample: "Non-invasive recording",
    fastingHours: null,
    preparation: "No hand cream on the day; keep your hands warm.",
    preparationShort: "No hand cream on the day",
    reportTime: "24 hours",
    description: "Median and ulnar nerve studies of both hands for tingling fingers and wrist pain.",
  },
  emg: {
    label: "Electromyography (EMG)",
    sample: "Needle recording",
    fastingHours: null,
    preparation: "Tell us if you take blood thinners or have a bleeding disorder; do not stop them without your doctor's advice.",
    preparationShort: "Tell us if you take blood thinners",
    reportTime: "24-48 hours",
    description: "A fine needle records muscle activity to tell nerve problems from muscle diseases.",
  },
} as const satisfies Record<string, TestFacts>;

export type TestKey = keyof typeof testFacts;

/** The facts a find-test catalogue test shows. */
export function catalogueFacts(key: TestKey) {
  const f: TestFacts = testFacts[key];
  return { description: f.description, sample: f.sample, reportTime: f.reportTime, preparation: f.preparation };
}

/** The facts a department test card shows. */
export function subcategoryFacts(key: TestKey) {
  const f: TestFacts = testFacts[key];
  return {
    description: f.description,
    sample: f.sample,
    reportTime: f.reportTime,
    preparationRequired: f.preparationShort !== undefined,
    fastingRequired: f.fastingHours !== null,
    ...(f.preparationShort ? { preparationTime: f.preparationShort } : {}),
  };
}

/** "12 hours" for a test that needs fasting; the FAQs, articles and guides quote it. */
export function fastingText(key: TestKey): string {
  const hours: number | null = testFacts[key].fastingHours;
  if (hours === null) throw new Error(`${key} needs no fasting`);
  return `${hours} hours`;
}

/** Which catalogue test (find-test id) is which fact entry. */
export const catalogueTestKeys = {
  1: "cbc",
  2: "lipid-profile",
  3: "urine-routine",
  4: "resting-ecg",
  5: "holter-24h",
  6: "pft",
  7: "standard-eeg",
  8: "polysomnography",
  9: "standard-ncv",
  10: "thyroid-function-test",
  11: "hba1c",
  12: "cardiac-enzymes",
  13: "psa",
  14: "vitamin-d",
  15: "blood-culture",
  16: "urine-culture",
} as const satisfies Record<number, TestKey>;

/**
 * Names that packages and home-care bundles use for a single test, mapped to its fact entry, so the
 * unit tests can check that a package's preparation covers the fasting its tests need.
 */
export const testNameKeys: Record<string, TestKey> = {
  "Lipid Profile": "lipid-profile",
  "Fasting blood sugar": "fasting-blood-sugar",
  "Complete Blood Count": "cbc",
  "Complete Blood Count (CBC)": "cbc",
  HbA1c: "hba1c",
  "Vitamin B12": "vitamin-b12",
  "Vitamin D (25-OH)": "vitamin-d",
  "Thyroid Function Test (T3, T4, TSH)": "thyroid-function-test",
  "Urine Routine & Microscopy": "urine-routine",
  "ECG at Home": "ecg-at-home",
  "Resting ECG": "resting-ecg",
  "24-Hour Holter Monitoring": "holter-24h",
  "Pulmonary Function Test (PFT)": "pft",
  "Urine culture": "urine-culture",
};
