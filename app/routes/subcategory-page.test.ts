import { describe, expect, it } from "vitest";
import { findSubcategory } from "#app/domain/services.ts";
import { serviceCategories } from "#content/services.ts";
import { subcategoryPageData } from "./subcategory-page.ts";

const dataOf = (department: string, subcategory: string) =>
  subcategoryPageData(findSubcategory(serviceCategories, department, subcategory))!;

describe("a subcategory page's data", () => {
  it("leads each test to its catalogue test's page (the ids of content/en/tests/, read by hand)", () => {
    const { tests } = dataOf("pathology", "blood-tests").subcategory;
    expect(tests.map((test) => [test.name, test.href]).slice(0, 2)).toEqual([
      ["Complete Blood Count (CBC)", "/test-details/1"],
      ["Lipid Profile", "/test-details/2"],
    ]);
    expect(tests).toHaveLength(7);
    for (const test of tests) expect(test.href).toMatch(/^\/test-details\/\d+$/);
  });

  it("gives the fever advice as points, not as a box, and keeps every call-112 box", () => {
    const blood = dataOf("pathology", "blood-tests");
    expect(blood.subcategory.fever).toBe(true);
    expect(blood.notices).toEqual([]);
    const ecg = dataOf("cardiology", "ecg");
    expect(ecg.subcategory.fever).toBe(false);
    expect(ecg.notices.map((notice) => notice.title)).toEqual(["Chest pain now? Call 112."]);
  });

  it("links to the whole menu of its tests' find-test category, counted from the catalogue", () => {
    // content/en/tests/ on 2026-12-07, counted by hand from the test facts' laboratory sections: 160 pathology
    // tests (haematology, clinical chemistry, immunoassay) and 7 cardiology tests.
    expect(dataOf("pathology", "blood-tests").subcategory.menu).toEqual({ category: "pathology", count: 160 });
    expect(dataOf("cardiology", "ecg").subcategory.menu).toEqual({ category: "cardiology", count: 7 });
  });
});
