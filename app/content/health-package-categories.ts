/**
 * The health-package categories derived from the catalogue (docs/behaviour.md#health-packages), in
 * display order. Membership rules live in
 * app/domain/package-categories.ts; this file holds only their fixed words.
 */
export const healthPackageCategories = [
  {
    id: "full-body",
    title: "Full Body Checkups",
    description: "Comprehensive health assessments for overall wellness",
  },
  {
    id: "women-health",
    title: "Women Health Checkups",
    description: "Specialized health packages for women's wellness",
  },
  {
    id: "allergy",
    title: "Allergy Test Packages",
    description: "Comprehensive allergy screening packages",
  },
  {
    id: "specialty",
    title: "Specialty Profiles",
    description: "Targeted health packages for specific conditions",
  },
] as const;

export type HealthPackageCategoryId = (typeof healthPackageCategories)[number]["id"];

export const healthPackageCategoryIds: HealthPackageCategoryId[] = healthPackageCategories.map((c) => c.id);
