import healthPackageCategoriesData from "#content/generated/health-package-categories.json" with { type: "json" };
import type { HealthPackageCategoryId } from "./health-package-category-ids.ts";
import type { IconName } from "./icon-names.ts";

/**
 * The health-package categories (docs/behaviour.md#health-packages). Which packages each holds is a rule
 * of app/domain/package-categories.ts, written for these four ids, so the ids are code; their words,
 * icons and display order are content/en/health-package-categories.json (edited at /admin,
 * docs/editing.md).
 */
export { healthPackageCategoryIds, type HealthPackageCategoryId } from "./health-package-category-ids.ts";

export const healthPackageCategories: readonly {
  id: HealthPackageCategoryId;
  icon: IconName;
  title: string;
  description: string;
}[] = healthPackageCategoriesData.categories;
