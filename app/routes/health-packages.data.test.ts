import { describe, expect, it } from "vitest";
import { healthPackageCategories } from "#content/health-package-categories.ts";
import { healthPackagesData } from "./health-packages.data.ts";

describe("health packages list data", () => {
  it("lists each category with its first cards and its full count", () => {
    const { categories } = healthPackagesData();
    expect(categories.map((c) => c.category.id)).toEqual(healthPackageCategories.map((c) => c.id));
    // Each category's packages in catalogue order, read off content/catalogue.ts with the membership
    // of docs/behaviour.md#health-packages: the first four as cards, and how many there are in all.
    expect(categories.map(({ category, packages, total }) => [category.id, packages.map((card) => card.id), total])).toEqual([
      ["full-body", [100, 101, 105, 106], 4],
      ["women-health", [104, 107, 110, 301], 8],
      ["allergy", [115, 116, 117, 118], 5],
      ["specialty", [102, 103, 108, 109], 8],
    ]);
    // Each package as its card shows it, not the whole item.
    expect(categories[0]!.packages[0]).toMatchObject({ name: "Basic Health Checkup", price: 1499, parameterCount: 74 });
    for (const { packages } of categories) for (const card of packages) expect(card).not.toHaveProperty("includes");
  });
});
