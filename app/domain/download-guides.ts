import { accreditationSentence } from "../content/accreditation-claim";
import { claimSentences } from "../content/claims";
import { medicalNote } from "../content/medical-note";
import { packageFastingNote, preparationText } from "../content/preparation-texts";
import { emergencySymptoms, insulinAdvice, medicinesAdvice } from "../content/safety-advice";
import { testingSites } from "../content/testing-sites";
import { fastingText, testFacts, type TestKey } from "../content/test-facts";

/**
 * The three downloadable patient guides (public/downloads/*.pdf) as plain text, built from the same
 * test facts the pages show. scripts/download-pdfs.mjs lays them out as PDFs at build time; the unit
 * test reads each PDF's text back and compares it with this model, so a guide never drifts from the site.
 */

export interface GuideSection {
  heading: string;
  items: string[];
}

export interface Guide {
  /** File name in /downloads. */
  file: string;
  title: string;
  intro: string;
  sections: GuideSection[];
  footer: string[];
}

export interface GuideOptions {
  /** The NABL certificate number (VITE_NABL_CERTIFICATE) of the build. */
  nablCertificate: string;
}

function factLine(key: TestKey): string {
  const f = testFacts[key];
  return `${f.label}: ${preparationText(key)} Sample: ${f.sample}. Report: ${f.reportTime}.`;
}

const preparationGroups: { heading: string; keys: TestKey[] }[] = [
  {
    heading: "Blood tests",
    keys: ["lipid-profile", "fasting-blood-sugar", "hba1c", "thyroid-function-test", "vitamin-d", "vitamin-b12", "cbc", "blood-culture", "psa"],
  },
  { heading: "Urine tests", keys: ["urine-routine", "urine-culture", "urine-microalbumin", "urine-protein-24h"] },
  { heading: "Heart and lung tests", keys: ["resting-ecg", "holter-24h", "tmt", "pft", "dlco", "six-minute-walk"] },
  {
    heading: "Brain, nerve and sleep tests",
    keys: ["standard-eeg", "sleep-deprived-eeg", "polysomnography", "home-sleep-apnoea-test", "standard-ncv", "emg"],
  },
  { heading: "X-rays", keys: ["chest-xray", "abdomen-xray"] },
];

/** The keys whose facts the preparation guide quotes (the unit test checks each one appears). */
export const preparationGuideKeys: TestKey[] = preparationGroups.flatMap((g) => g.keys);

export function downloadGuides({ nablCertificate }: GuideOptions): Guide[] {
  const footer = [medicalNote, `${accreditationSentence(nablCertificate)}.`];
  const emergency = emergencySymptoms;
  return [
    {
      file: "test-preparation-guide.pdf",
      title: "Test Preparation Guide",
      intro:
        "How to prepare for our common tests, with the sample taken and the latest time to expect the report. If your doctor has given you different instructions, follow your doctor.",
      sections: [
        ...preparationGroups.map((g) => ({ heading: g.heading, items: g.keys.map(factLine) })),
        {
          heading: "Packages and medicines",
          items: [
            `Packages that include a lipid profile need ${fastingText("lipid-profile")} of fasting; plain water is allowed. ${packageFastingNote}`,
            medicinesAdvice,
            insulinAdvice,
          ],
        },
        { heading: "Emergencies", items: [emergency] },
      ],
      footer,
    },
    {
      file: "home-collection-checklist.pdf",
      title: "Home Sample Collection Checklist",
      intro: "What to keep ready before the phlebotomist arrives, and what happens during and after the visit.",
      sections: [
        {
          heading: "Before the visit",
          items: [
            "Confirm your slot on chat or by phone. Collections start at 7:00 AM.",
            `If your test needs fasting, finish eating on time: ${fastingText("lipid-profile")} before a lipid profile, at least ${fastingText("fasting-blood-sugar")} before a fasting blood sugar. Plain water is allowed. ${packageFastingNote}`,
            insulinAdvice,
            medicinesAdvice,
            "Drink a glass or two of water; it makes the vein easier to find.",
            "Keep your doctor's prescription and a photo ID ready.",
            "Wear a loose, short-sleeved top. Choose a well-lit place to sit, with a table nearby.",
            "Tell us if you take blood thinners, have a bleeding disorder or have fainted during a blood test.",
          ],
        },
        {
          heading: "During the visit",
          items: [
            "The phlebotomist wears gloves and a mask and opens a sealed single-use kit in front of you.",
            "Check that the tube labels show your name before the sample is taken.",
            "Press the cotton on the puncture site for 2 to 3 minutes; do not rub.",
          ],
        },
        {
          heading: "After the visit",
          items: [
            `Samples travel in temperature-logged cool boxes to the laboratory. ${testingSites.sentence}`,
            `Each test shows the latest time to expect its report. ${claimSentences.reports}`,
            "Payment by UPI, card or cash; you receive a receipt for every payment.",
          ],
        },
        { heading: "Emergencies", items: [emergency] },
      ],
      footer,
    },
    {
      file: "understanding-your-report.pdf",
      title: "Understanding Your Lab Report",
      intro: "How to read reference ranges, units, flags and the pathologist's remarks on your report.",
      sections: [
        {
          heading: "Parts of the report",
          items: [
            "Patient details and sample details: check your name, age, sex and the collection date and time.",
            "Test name and method: the same test by different methods can give slightly different values.",
            "Result and unit: compare results only when the units match (for example mg/dL and mmol/L differ).",
            "Reference range (biological reference interval): the range found in most healthy people, printed by each lab.",
            "Flags: H (high) or L (low) mark results outside the reference range.",
            "Pathologist's remarks and signature: every laboratory report is checked and signed by a pathologist before release; scans and recordings by the relevant specialist.",
          ],
        },
        {
          heading: "Reading results sensibly",
          items: [
            "A value slightly outside the range is not always a problem: about 1 in 20 healthy people fall outside a reference range for any single test. Age, sex, pregnancy, recent meals, exercise and medicines all affect results.",
            "Look at trends: comparing this year's report with last year's often tells more than a single value.",
            "Discuss your report with your doctor, who reads it together with your symptoms and history. Do not start or stop medicines based on a report alone.",
          ],
        },
        {
          heading: "Need help?",
          items: ["Our care team can explain what a test measures and when it is usually repeated. For medical advice, consult your doctor."],
        },
      ],
      footer,
    },
  ];
}
