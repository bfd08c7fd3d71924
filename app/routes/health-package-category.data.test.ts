import { describe, expect, it } from "vitest";
import { healthPackageCategoryData } from "./health-package-category.data.ts";

describe("health package category data", () => {
  it("gives a category page all its packages, and nothing for an unknown category", () => {
    const data = healthPackageCategoryData("women-health");
    // Gynaecology, or "woman"/"female" in the name (docs/behaviour.md#health-packages), in catalogue order.
    expect(data?.packages.map((card) => [card.id, card.name])).toEqual([
      [104, "PCOD Comprehensive Profile"],
      [107, "Women's Wellness Panel"],
      [110, "Premium Female Care Package (Age 40+)"],
      [301, "Complete Woman Care Package"],
      [302, "Female Hormone Profile"],
      [303, "Antenatal Care Panel"],
      [304, "Women's Fertility Profile"],
      [305, "Woman Bone & Joint Health Package"],
    ]);
    for (const card of data?.packages ?? []) expect(card).not.toHaveProperty("includes");
    for (const categoryId of ["<script>", "Women-Health", ""]) {
      expect(healthPackageCategoryData(categoryId)).toBeNull();
    }
  });
});
