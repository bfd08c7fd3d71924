import { describe, expect, it } from "vitest";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { healthPackageCategories } from "~/content/health-package-categories";
import { packagesInCategory } from "~/domain/package-categories";
import { CARDS_PER_CATEGORY } from "~/features/health-packages/health-packages-page";
import { healthPackagesData } from "./health-packages.data";

describe("health packages list data", () => {
  it("lists each category with its first cards and its full count", () => {
    const { categories } = healthPackagesData();
    expect(categories.map((c) => c.category.id)).toEqual(healthPackageCategories.map((c) => c.id));
    expect(categories.length).toBeGreaterThan(3);
    for (const { category, packages, total } of categories) {
      const all = packagesInCategory(catalogue, category.id);
      expect(total).toBe(all.length);
      // Each package as its card shows it, not the whole item.
      expect(packages).toEqual(all.slice(0, CARDS_PER_CATEGORY).map(catalogueCard));
      for (const card of packages) expect(card).not.toHaveProperty("includes");
    }
  });
});
