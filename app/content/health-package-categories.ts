/**
 * The derived health-package categories of SPEC §3, in display order. Membership rules live in
 * app/domain/package-categories.ts; this file holds only their fixed words.
 */
export const healthPackageCategories = [
  {
    id: "full-body",
    title: "Full Body Checkups",
    description: "Blood and urine screens of sugar, cholesterol, liver, kidney and thyroid for adults without symptoms",
  },
  {
    id: "women-health",
    title: "Women Health Checkups",
    description: "Anaemia, thyroid, hormone, fertility, pregnancy and bone tests for women at each life stage",
  },
  {
    id: "allergy",
    title: "Allergy Test Packages",
    description: "Specific IgE blood tests for dust, pollen, mould and food allergies in adults and children",
  },
  {
    id: "specialty",
    title: "Specialty Profiles",
    description: "Focused panels for the heart, diabetes, liver, thyroid, anaemia, hair fall, fever and tumour markers",
  },
] as const;

export type HealthPackageCategoryId = (typeof healthPackageCategories)[number]["id"];

export const healthPackageCategoryIds: HealthPackageCategoryId[] = healthPackageCategories.map((c) => c.id);
