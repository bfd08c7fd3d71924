import type { IconName } from "./icon-names";

/**
 * The health-package categories derived from the catalogue (docs/behaviour.md#health-packages), in
 * display order. Membership rules live in
 * app/domain/package-categories.ts; this file holds only their fixed words.
 */
export const healthPackageCategories = [
  {
    id: "full-body",
    icon: "PersonStanding" satisfies IconName,
    title: "Full Body Checkups",
    description: "Yearly blood and urine screens of sugar, cholesterol, liver, kidney and thyroid",
  },
  {
    id: "women-health",
    icon: "Venus" satisfies IconName,
    title: "Women Health Checkups",
    description: "Anaemia, thyroid, hormone, fertility, pregnancy and bone tests for women",
  },
  {
    id: "allergy",
    icon: "Flower2" satisfies IconName,
    title: "Allergy Test Packages",
    description: "Specific IgE blood tests for dust, pollen, mould and food allergies",
  },
  {
    id: "specialty",
    icon: "Activity" satisfies IconName,
    title: "Specialty Profiles",
    description: "Focused panels for heart, diabetes, liver, thyroid, anaemia, fever and tumour markers",
  },
] as const;

export type HealthPackageCategoryId = (typeof healthPackageCategories)[number]["id"];

export const healthPackageCategoryIds: HealthPackageCategoryId[] = healthPackageCategories.map((c) => c.id);
