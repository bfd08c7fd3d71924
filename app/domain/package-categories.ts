import { healthPackageCategories, type HealthPackageCategoryId } from "#content/health-package-categories.ts";
import type { CatalogueItem, PackageItem } from "./catalogue.ts";

export type HealthPackageCategory = (typeof healthPackageCategories)[number];

const PACKAGE_SPECIALTIES_FULL_BODY = ["preventive", "general"];
const EXCLUDED_FROM_SPECIALTY = ["preventive", "general", "gynecology", "allergy"];

function hasWomanOrFemaleInName(item: Pick<CatalogueItem, "name">): boolean {
  const name = item.name.toLowerCase();
  return name.includes("woman") || name.includes("female");
}

/** Which packages belong to each health-package category (docs/behaviour.md#health-packages). */
export function isInHealthPackageCategory(
  item: Pick<CatalogueItem, "type" | "specialty" | "name">,
  categoryId: HealthPackageCategoryId,
): boolean {
  switch (categoryId) {
    case "full-body":
      return item.type === "package" && PACKAGE_SPECIALTIES_FULL_BODY.includes(item.specialty);
    case "women-health":
      return item.specialty === "gynecology" || hasWomanOrFemaleInName(item);
    case "allergy":
      return item.specialty === "allergy";
    case "specialty":
      return item.type === "package" && !EXCLUDED_FROM_SPECIALTY.includes(item.specialty) && !hasWomanOrFemaleInName(item);
  }
}

/** Packages of one category, in catalogue order. Only packages are listed on package screens. */
export function packagesInCategory(items: readonly CatalogueItem[], categoryId: HealthPackageCategoryId): PackageItem[] {
  return items.filter((item): item is PackageItem => item.type === "package" && isInHealthPackageCategory(item, categoryId));
}

/** The category with this id, or undefined for anything else (including hostile input). */
export function findHealthPackageCategory(id: string | undefined): HealthPackageCategory | undefined {
  return healthPackageCategories.find((category) => category.id === id);
}

/** A category's "from" price: the lowest price among its packages (docs/content-review.md, rule 7); none when it has none. */
export function lowestPackagePrice(items: readonly CatalogueItem[], categoryId: HealthPackageCategoryId): number | undefined {
  const prices = packagesInCategory(items, categoryId).map((item) => item.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
