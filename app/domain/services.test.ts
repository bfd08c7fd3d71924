import { describe, expect, it } from "vitest";
import { serviceCategories } from "#content/services.ts";
import { catalogue } from "./catalogue.ts";
import {
  facilitiesRedirectTarget,
  findCategoryBySlug,
  findSubcategory,
  findSubcategoryBySlug,
  leadingSubcategoryNames,
  resolveServiceSlug,
  testCount,
  commonTestsLabel,
  menuLinkOf,
  seeAllLabel,
} from "./services.ts";

const hostile = ["x".repeat(5000), ".*", "(unclosed[", "<script>alert(1)</script>", "रक्त जाँच", "🩺🧪", "__proto__", "constructor", ""];

describe("category by slug", () => {
  it("finds each department", () => {
    for (const slug of ["pathology", "radiology", "cardiology", "neurology"]) {
      expect(findCategoryBySlug(serviceCategories, slug)?.slug).toBe(slug);
    }
  });
  it("is exact and case-sensitive", () => {
    expect(findCategoryBySlug(serviceCategories, "Pathology")).toBeUndefined();
    expect(findCategoryBySlug(serviceCategories, "patho")).toBeUndefined();
    expect(findCategoryBySlug(serviceCategories, undefined)).toBeUndefined();
  });
  it("never throws on hostile input", () => {
    for (const input of hostile) expect(findCategoryBySlug(serviceCategories, input)).toBeUndefined();
  });
});

describe("subcategory by category and slug", () => {
  it("finds a subcategory inside its own department", () => {
    const match = findSubcategory(serviceCategories, "cardiology", "holter-test");
    expect(match?.category.slug).toBe("cardiology");
    expect(match?.subcategory.name).toBe("Holter Test");
  });
  it("does not find a subcategory under the wrong department", () => {
    expect(findSubcategory(serviceCategories, "pathology", "ecg")).toBeUndefined();
    expect(findSubcategory(serviceCategories, "nope", "ecg")).toBeUndefined();
    expect(findSubcategory(serviceCategories, "cardiology", undefined)).toBeUndefined();
  });
  it("finds every subcategory of the content", () => {
    expect(serviceCategories.flatMap((category) => category.subcategories)).toHaveLength(10); // four departments, ten subcategories
    for (const category of serviceCategories) {
      for (const sub of category.subcategories) {
        expect(findSubcategory(serviceCategories, category.slug, sub.slug)?.subcategory).toBe(sub);
      }
    }
  });
  it("never throws on hostile input", () => {
    for (const input of hostile) {
      expect(findSubcategory(serviceCategories, "pathology", input)).toBeUndefined();
      expect(findSubcategory(serviceCategories, input, input)).toBeUndefined();
    }
  });
});

describe("subcategory by slug alone (facilities paths)", () => {
  it("finds the real department", () => {
    expect(findSubcategoryBySlug(serviceCategories, "ncv")?.category.slug).toBe("neurology");
    expect(findSubcategoryBySlug(serviceCategories, "pet-xray")?.category.slug).toBe("radiology");
    expect(findSubcategoryBySlug(serviceCategories, "blood-tests")?.category.slug).toBe("pathology");
  });
  it("returns undefined for unknown or hostile slugs", () => {
    expect(findSubcategoryBySlug(serviceCategories, undefined)).toBeUndefined();
    for (const input of hostile) expect(findSubcategoryBySlug(serviceCategories, input)).toBeUndefined();
  });
});

describe("service slug resolution", () => {
  it("resolves departments, lab, health-packages, unknown and missing", () => {
    expect(resolveServiceSlug(serviceCategories, "neurology")).toMatchObject({ kind: "category" });
    expect(resolveServiceSlug(serviceCategories, "lab")).toEqual({ kind: "overview" });
    expect(resolveServiceSlug(serviceCategories, "health-packages")).toEqual({
      kind: "redirect",
      to: "/health-packages",
    });
    expect(resolveServiceSlug(serviceCategories, "dentistry")).toEqual({ kind: "not-found" });
    expect(resolveServiceSlug(serviceCategories, undefined)).toEqual({ kind: "not-found" });
    expect(resolveServiceSlug(serviceCategories, "")).toEqual({ kind: "not-found" });
  });
  it("maps the facilities paths", () => {
    expect(facilitiesRedirectTarget("/facilities/lab")).toBe("/services/lab");
    expect(facilitiesRedirectTarget("/facilities/lab/")).toBe("/services/lab");
    expect(facilitiesRedirectTarget("/facilities/health-packages")).toBe("/services/health-packages");
    expect(facilitiesRedirectTarget("/facilities/health-packages/")).toBe("/services/health-packages");
  });
});

describe("test counts", () => {
  it("counts the tests a subcategory's page lists", () => {
    const pathology = findCategoryBySlug(serviceCategories, "pathology")!;
    const blood = pathology.subcategories[0]!;
    expect(testCount(blood)).toBe(blood.tests.length);
    expect(testCount(blood)).toBe(7);
  });
  it("labels counts as the page's common tests, singular for one", () => {
    expect(commonTestsLabel(7)).toBe("7 common tests");
    expect(commonTestsLabel(1)).toBe("1 common test");
  });
  // A department lists a few common tests; its link leads to the whole menu of their find-test category,
  // counted from the catalogue (a fixture: three pathology tests, one microbiology, a package).
  const fixture = [
    { type: "test", category: "pathology", tests: ["cbc"] },
    { type: "test", category: "pathology", tests: ["lipid-profile"] },
    { type: "test", category: "pathology", tests: ["tsh"] },
    { type: "test", category: "microbiology", tests: ["blood-culture"] },
    { type: "package", category: "package", tests: ["cbc", "lipid-profile"] },
  ] as const;
  it("links to the category most of the tests are in, with that category's count of tests", () => {
    expect(menuLinkOf(["cbc", "blood-culture", "lipid-profile"], fixture)).toEqual({ category: "pathology", count: 3 });
    expect(menuLinkOf(["blood-culture"], fixture)).toEqual({ category: "microbiology", count: 1 });
    expect(menuLinkOf(["no-such-test"], fixture)).toBeUndefined();
    expect(seeAllLabel({ category: "pathology", count: 148 }, "Pathology")).toBe("See all 148 pathology tests");
  });
  it("counts the real menu: Blood Tests lead to the pathology tests of the catalogue", () => {
    // content/en/tests/ on 2026-12-07, counted from the test facts' laboratory sections: haematology 22,
    // clinical chemistry 59, immunoassay 79 (microbiology, 17, is a category of its own).
    const blood = findCategoryBySlug(serviceCategories, "pathology")!.subcategories[0]!;
    expect(
      menuLinkOf(
        blood.tests.map((test) => test.id),
        catalogue,
      ),
    ).toEqual({ category: "pathology", count: 160 });
  });
  it("lists at most the first 4 subcategory names", () => {
    const cardiology = findCategoryBySlug(serviceCategories, "cardiology")!;
    expect(leadingSubcategoryNames(cardiology)).toEqual(["ECG", "Holter Test", "Lung Function Test"]);
    expect(leadingSubcategoryNames({ ...cardiology, subcategories: Array(6).fill(cardiology.subcategories[0]) })).toHaveLength(4);
    expect(leadingSubcategoryNames(cardiology, -1)).toEqual([]);
  });
});
