/**
 * The words of the three downloadable patient guides (app/domain/download-guides.ts, laid out as PDFs by
 * scripts/download-pdfs.mjs): the headings and the sentences written for them. The facts they quote
 * (preparation, samples, report times, the safety texts) come from the content. Medical wording: a
 * change needs the review of docs/content-review.md.
 */
export const guides = {
  /** One test of the preparation guide: "Lipid profile: Fast for 12 hours … Sample: Blood (serum). Report: 6 hours." */
  factLine: (label: string, preparation: string, sample: string, reportTime: string) =>
    `${label}: ${preparation} Sample: ${sample}. Report: ${reportTime}.`,
  /** The accreditation statement as the footer's sentence. */
  accreditationLine: (statement: string) => `${statement}.`,
  emergencies: "Emergencies",
  preparation: {
    title: "Test Preparation Guide",
    intro:
      "How to prepare for our common tests, with the sample taken and when to expect the report. If your doctor has given you different instructions, follow your doctor.",
    groups: {
      blood: "Blood tests",
      urine: "Urine tests",
      heartAndLung: "Heart and lung tests",
      brainNerveAndSleep: "Brain, nerve and sleep tests",
      xrays: "X-rays",
    },
    packagesAndMedicines: "Packages and medicines",
    /** `fast` is a lipid profile's ("12 hours"); `packageNote` says how long the packages ask for. */
    packageFasting: (fast: string, packageNote: string) =>
      `Packages that include a lipid profile need ${fast} of fasting; plain water is allowed. ${packageNote}`,
  },
  checklist: {
    title: "Home Sample Collection Checklist",
    intro: "What to keep ready before the phlebotomist arrives, and what happens during and after the visit.",
    before: "Before the visit",
    /** The first slot's time, from the home-collection hours (content/home-collection.ts). */
    confirmSlot: (start: string) => `Confirm your slot on chat or by phone. Collections start at ${start}.`,
    /** `lipidFast` and `sugarFast` are the two tests' fasts ("12 hours", "8 hours"). */
    fasting: (lipidFast: string, sugarFast: string, packageNote: string) =>
      `If your test needs fasting, finish eating on time: ${lipidFast} before a lipid profile, at least ${sugarFast} before a fasting blood sugar. Plain water is allowed. ${packageNote}`,
    water: "Drink a glass or two of water; it makes the vein easier to find.",
    documents: "Keep your doctor's prescription and a photo ID ready.",
    clothing: "Wear a loose, short-sleeved top. Choose a well-lit place to sit, with a table nearby.",
    tellUs: "Tell us if you take blood thinners, have a bleeding disorder or have fainted during a blood test.",
    during: "During the visit",
    duringItems: [
      "The phlebotomist wears gloves and a mask and opens a sealed single-use kit in front of you.",
      "Check that the tube labels show your name before the sample is taken.",
      "Press the cotton on the puncture site for 2 to 3 minutes; do not rub.",
    ],
    after: "After the visit",
    samplesTravel: (testingSites: string) => `Samples travel in temperature-logged cool boxes to the laboratory. ${testingSites}`,
    reportTimes: (reportsClaim: string) => `Each test shows when to expect its report. ${reportsClaim}`,
    payment: "Payment by UPI, card or cash; you receive a receipt for every payment.",
  },
  report: {
    title: "Understanding Your Lab Report",
    intro: "How to read reference ranges, units, flags and the pathologist's remarks on your report.",
    parts: "Parts of the report",
    partsItems: [
      "Patient details and sample details: check your name, age, sex and the collection date and time.",
      "Test name and method: the same test by different methods can give slightly different values.",
      "Result and unit: compare results only when the units match (for example mg/dL and mmol/L differ).",
      "Reference range (biological reference interval): the range found in most healthy people, printed by each lab.",
      "Flags: H (high) or L (low) mark results outside the reference range.",
      "Pathologist's remarks and signature: every laboratory report is checked and signed by a pathologist before release; X-rays and recordings by the relevant specialist.",
    ],
    reading: "Reading results sensibly",
    readingItems: [
      "A value slightly outside the range is not always a problem: about 1 in 20 healthy people fall outside a reference range for any single test. Age, sex, pregnancy, recent meals, exercise and medicines all affect results.",
      "Look at trends: comparing this year's report with last year's often tells more than a single value.",
      "Discuss your report with your doctor, who reads it together with your symptoms and history. Do not start or stop medicines based on a report alone.",
    ],
    help: "Need help?",
    helpItems: ["Our care team can explain what a test measures and when it is usually repeated. For medical advice, consult your doctor."],
  },
};
