import { describe, expect, it } from "vitest";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { packagesInCategory } from "~/domain/package-categories";
import { healthPackageCategoryData } from "./health-package-category.data";

describe("health package category data", () => {
  it("gives a category page all its packages, and nothing for an unknown category", () => {
    const data = healthPackageCategoryData("women-health");
    expect(data?.packages).toEqual(packagesInCategory(catalogue, "women-health").map(catalogueCard));
    for (const categoryId of ["<script>", "Women-Health", ""]) {
      expect(healthPackageCategoryData(categoryId)).toBeNull();
    }
  });
});
