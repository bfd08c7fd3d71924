import { accreditationSentence } from "#content/accreditation-claim.ts";
import { claimSentences } from "#content/claims.ts";
import { homeCollectionPlaceholders } from "#content/home-collection.ts";
import { medicalNote } from "#content/medical-note.ts";
import { packageFastingNote, preparationText } from "#content/preparation-texts.ts";
import { childFastingAdvice, emergencySymptoms, insulinAdvice, medicinesAdvice } from "#content/safety-advice.ts";
import { fastingText, reportTimeText, testFacts, type TestKey } from "#content/test-facts.ts";
import { testingSites } from "#content/testing-sites.ts";
import { guides as words } from "#words/guides.ts";

/**
 * The three downloadable patient guides (public/downloads/*.pdf) as plain text, built from the same
 * test facts the pages show, in the words of ../content/ui/en/guides.ts (each language's guides are its
 * own PDFs). scripts/download-pdfs.mjs lays them out as PDFs at build time; the unit test reads each
 * PDF's text back and compares it with this model, so a guide never drifts from the site. Relative
 * imports only: scripts/download-pdfs.mjs loads it, once per language, outside the site's build.
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
  return words.factLine(f.label, preparationText(key), f.sample, reportTimeText(key));
}

const preparationGroups: { heading: string; keys: TestKey[] }[] = [
  {
    heading: words.preparation.groups.blood,
    keys: [
      "lipid-profile",
      "fasting-blood-sugar",
      "hba1c",
      "thyroid-function-test",
      "vitamin-d",
      "vitamin-b12",
      "cbc",
      "blood-culture",
      "psa",
    ],
  },
  { heading: words.preparation.groups.urine, keys: ["urine-routine", "urine-culture", "urine-microalbumin", "urine-protein-24h"] },
  { heading: words.preparation.groups.heartAndLung, keys: ["resting-ecg", "holter-24h", "tmt", "pft", "dlco", "six-minute-walk"] },
  {
    heading: words.preparation.groups.brainNerveAndSleep,
    keys: ["standard-eeg", "sleep-deprived-eeg", "polysomnography", "home-sleep-apnoea-test", "standard-ncv", "emg"],
  },
  { heading: words.preparation.groups.xrays, keys: ["chest-xray", "abdomen-xray"] },
];

/** The keys whose facts the preparation guide quotes (the unit test checks each one appears). */
export const preparationGuideKeys: TestKey[] = preparationGroups.flatMap((g) => g.keys);

export function downloadGuides({ nablCertificate }: GuideOptions): Guide[] {
  const footer = [medicalNote, words.accreditationLine(accreditationSentence(nablCertificate))];
  const emergency = emergencySymptoms;
  const { preparation, checklist, report } = words;
  return [
    {
      file: "test-preparation-guide.pdf",
      title: preparation.title,
      intro: preparation.intro,
      sections: [
        ...preparationGroups.map((g) => ({ heading: g.heading, items: g.keys.map(factLine) })),
        {
          heading: preparation.packagesAndMedicines,
          items: [
            preparation.packageFasting(fastingText("lipid-profile"), packageFastingNote),
            medicinesAdvice,
            insulinAdvice,
            childFastingAdvice,
          ],
        },
        { heading: words.emergencies, items: [emergency] },
      ],
      footer,
    },
    {
      file: "home-collection-checklist.pdf",
      title: checklist.title,
      intro: checklist.intro,
      sections: [
        {
          heading: checklist.before,
          items: [
            checklist.confirmSlot(homeCollectionPlaceholders["collection-start"]()),
            checklist.fasting(fastingText("lipid-profile"), fastingText("fasting-blood-sugar"), packageFastingNote),
            insulinAdvice,
            childFastingAdvice,
            medicinesAdvice,
            checklist.water,
            checklist.documents,
            checklist.clothing,
            checklist.tellUs,
          ],
        },
        { heading: checklist.during, items: [...checklist.duringItems] },
        {
          heading: checklist.after,
          items: [checklist.samplesTravel(testingSites.sentence), checklist.reportTimes(claimSentences.reports), checklist.payment],
        },
        { heading: words.emergencies, items: [emergency] },
      ],
      footer,
    },
    {
      file: "understanding-your-report.pdf",
      title: report.title,
      intro: report.intro,
      sections: [
        { heading: report.parts, items: [...report.partsItems] },
        { heading: report.reading, items: [...report.readingItems] },
        { heading: report.help, items: [...report.helpItems] },
      ],
      footer,
    },
  ];
}
