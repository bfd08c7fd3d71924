import { z } from "zod";

/**
 * Service departments and their subcategories (SPEC §3 "Service category" and "Subcategory").
 * The navigation, the services pages and the pre-render list all read this one array.
 */
export const subcategoryTestSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Rupees: the subcategory price set of SPEC §9 (differs from the find-test catalogue on purpose). */
  price: z.number().int().positive(),
  description: z.string().min(1),
  preparationRequired: z.boolean(),
  fastingRequired: z.boolean(),
  reportTime: z.string().min(1),
  sample: z.string().min(1),
  preparationTime: z.string().min(1).optional(),
});

export const equipmentSchema = z.object({ name: z.string().min(1), description: z.string().min(1) });
export const featureSchema = z.object({
  icon: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const additionalInfoSchema = z.object({
  whyChoose: z.array(z.string().min(1)).optional(),
  benefits: z.array(z.string().min(1)).optional(),
  qualityStandards: z.array(z.string().min(1)).optional(),
  expertiseAreas: z.array(z.string().min(1)).optional(),
});

export const subcategorySchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  image: z.string().min(1),
  icon: z.string().min(1),
  tests: z.array(subcategoryTestSchema),
  equipment: z.array(equipmentSchema),
  features: z.array(featureSchema),
  additionalInfo: additionalInfoSchema.optional(),
});

export const serviceCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  description: z.string().min(1),
  icon: z.string().min(1),
  image: z.string().min(1),
  subcategories: z.array(subcategorySchema).min(1),
});

export type SubcategoryTest = z.infer<typeof subcategoryTestSchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const serviceCategories: ServiceCategory[] = [
  {
    id: "pathology",
    name: "Pathology",
    slug: "pathology",
    description:
      "Blood and urine testing in NABL-accredited laboratories, from routine counts to hormone and infection panels.",
    icon: "Microscope",
    image: "/images/services/pathology.svg",
    subcategories: [
      {
        id: "blood-tests",
        slug: "blood-tests",
        name: "Blood Tests",
        description: "Complete blood counts, biochemistry, hormones and vitamins, processed on automated analysers.",
        image: "/images/services/blood-tests.svg",
        icon: "Droplet",
        tests: [],
        equipment: [],
        features: [],
      },
      {
        id: "urine-tests",
        slug: "urine-tests",
        name: "Urine Tests",
        description: "Routine urine examination and cultures for kidney health and urinary tract infections.",
        image: "/images/services/urine-tests.svg",
        icon: "TestTube",
        tests: [],
        equipment: [],
        features: [],
      },
    ],
  },
  {
    id: "radiology",
    name: "Radiology",
    slug: "radiology",
    description: "Low-dose digital X-rays at our centres and at home, reported by experienced radiologists.",
    icon: "ScanLine",
    image: "/images/services/radiology.svg",
    subcategories: [
      {
        id: "digital-xray",
        slug: "digital-xray",
        name: "Digital X-Ray",
        description: "Chest, spine and limb X-rays with digital imaging and same-day reports.",
        image: "/images/services/digital-xray.svg",
        icon: "ScanLine",
        tests: [],
        equipment: [],
        features: [],
      },
      {
        id: "pet-xray",
        slug: "pet-xray",
        name: "Pet X-Ray",
        description: "Gentle digital X-rays for dogs and cats, at a centre or at home, reported by veterinary radiologists.",
        image: "/images/services/pet-xray.svg",
        icon: "PawPrint",
        tests: [],
        equipment: [],
        features: [],
      },
    ],
  },
  {
    id: "cardiology",
    name: "Cardiology",
    slug: "cardiology",
    description: "Heart and lung function tests: resting ECG, Holter monitoring and pulmonary function tests.",
    icon: "HeartPulse",
    image: "/images/services/cardiology.svg",
    subcategories: [
      {
        id: "ecg",
        slug: "ecg",
        name: "ECG",
        description: "12-lead resting ECG recorded in minutes at home or at a centre, read by a cardiologist.",
        image: "/images/services/ecg.svg",
        icon: "Activity",
        tests: [],
        equipment: [],
        features: [],
      },
      {
        id: "holter-test",
        slug: "holter-test",
        name: "Holter Test",
        description: "24 to 48-hour ambulatory ECG monitoring to catch rhythm problems that come and go.",
        image: "/images/services/holter-test.svg",
        icon: "HeartPulse",
        tests: [],
        equipment: [],
        features: [],
      },
      {
        id: "lung-test",
        slug: "lung-test",
        name: "Lung Function Test",
        description: "Spirometry and pulmonary function tests for asthma, COPD and breathlessness.",
        image: "/images/services/lung-test.svg",
        icon: "Wind",
        tests: [],
        equipment: [],
        features: [],
      },
    ],
  },
  {
    id: "neurology",
    name: "Neurology",
    slug: "neurology",
    description: "Brain and nerve studies: EEG, overnight sleep studies and nerve conduction studies.",
    icon: "Brain",
    image: "/images/services/neurology.svg",
    subcategories: [
      {
        id: "eeg",
        slug: "eeg",
        name: "EEG",
        description: "Routine and sleep-deprived EEG recordings for seizures, fainting and unexplained spells.",
        image: "/images/services/eeg.svg",
        icon: "Brain",
        tests: [],
        equipment: [],
        features: [],
      },
      {
        id: "sleep-studies",
        slug: "sleep-studies",
        name: "Sleep Studies",
        description: "Overnight polysomnography at home or in our sleep lab for snoring and sleep apnoea.",
        image: "/images/services/sleep-studies.svg",
        icon: "Moon",
        tests: [],
        equipment: [],
        features: [],
      },
      {
        id: "ncv",
        slug: "ncv",
        name: "Nerve Conduction Study",
        description: "NCV studies for numbness, tingling and weakness, including carpal tunnel and neuropathy.",
        image: "/images/services/ncv.svg",
        icon: "Zap",
        tests: [],
        equipment: [],
        features: [],
      },
    ],
  },
];
