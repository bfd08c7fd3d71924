/**
 * The service departments and their subcategories as the navigation lists them: names and slugs only.
 * The header is on every page, so it reads this small list instead of `services.ts` (all the service
 * content, ~45 KB). `service-menu.test.ts` keeps the two in step.
 */
export type ServiceMenuEntry = {
  slug: string;
  name: string;
  subcategories: readonly { slug: string; name: string }[];
};

export const serviceMenu: readonly ServiceMenuEntry[] = [
  {
    slug: "pathology",
    name: "Pathology",
    subcategories: [
      { slug: "blood-tests", name: "Blood Tests" },
      { slug: "urine-tests", name: "Urine Tests" },
    ],
  },
  {
    slug: "radiology",
    name: "Radiology",
    subcategories: [
      { slug: "digital-xray", name: "Digital X-Ray" },
      { slug: "pet-xray", name: "Pet X-Ray" },
    ],
  },
  {
    slug: "cardiology",
    name: "Cardiology",
    subcategories: [
      { slug: "ecg", name: "ECG" },
      { slug: "holter-test", name: "Holter Test" },
      { slug: "lung-test", name: "Lung Function Test" },
    ],
  },
  {
    slug: "neurology",
    name: "Neurology",
    subcategories: [
      { slug: "eeg", name: "EEG" },
      { slug: "sleep-studies", name: "Sleep Studies" },
      { slug: "ncv", name: "Nerve Conduction Study" },
    ],
  },
];
