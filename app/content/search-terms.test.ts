import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { homeCarePackages, homeServices } from "./home-care";
import {
  catalogueTerms,
  departmentTestCatalogueIds,
  departmentTestTerms,
  homeCarePackageTerms,
  homeServiceTerms,
  includedTestTerms,
  subcategoryFilters,
} from "./search-terms";
import { serviceCategories } from "./services";

const departmentTests = serviceCategories.flatMap((category) => category.subcategories.flatMap((sub) => sub.tests));

describe("search terms name real items", () => {
  it("department test ids are unique, so they can key the terms", () => {
    const ids = departmentTests.map((test) => test.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every key is an item that exists", () => {
    const catalogueIds = new Set(catalogue.map((item) => item.id));
    for (const id of Object.keys(catalogueTerms)) expect(catalogueIds.has(Number(id)), id).toBe(true);
    for (const id of [...Object.keys(departmentTestTerms), ...Object.keys(departmentTestCatalogueIds)]) {
      expect(departmentTests.some((test) => test.id === id), id).toBe(true);
    }
    for (const id of Object.keys(homeServiceTerms)) expect(homeServices.some((s) => s.id === id), id).toBe(true);
    for (const id of Object.keys(homeCarePackageTerms)) expect(homeCarePackages.some((p) => p.id === id), id).toBe(true);
    const subcategories = serviceCategories.flatMap((category) => category.subcategories.map((sub) => sub.slug));
    for (const slug of Object.keys(subcategoryFilters)) expect(subcategories, slug).toContain(slug);
  });

  it("a department test is tied to a catalogue test of the same name", () => {
    const bare = (name: string) => name.replace(/\s*\([^)]*\)/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    for (const [testId, catalogueId] of Object.entries(departmentTestCatalogueIds)) {
      const test = departmentTests.find((t) => t.id === testId)!;
      const item = catalogue.find((i) => i.id === catalogueId)!;
      expect(item.type, testId).toBe("test");
      expect(bare(test.name), testId).toBe(bare(item.name));
    }
  });

  it("no department test shares a catalogue test's name without being tied to it", () => {
    const bare = (name: string) => name.replace(/\s*\([^)]*\)/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    const catalogueTestNames = new Set(catalogue.filter((i) => i.type === "test").map((i) => bare(i.name)));
    for (const test of departmentTests) {
      if (catalogueTestNames.has(bare(test.name))) expect(departmentTestCatalogueIds[test.id], test.id).toBeDefined();
    }
  });

  it("every included test with patient words is included by some package", () => {
    const included = new Set<string>([
      ...catalogue.flatMap((item) => item.includes.flatMap((i) => (typeof i === "string" ? [i] : [i.panel, ...i.tests]))),
      ...homeCarePackages.flatMap((pack) => pack.tests),
    ]);
    for (const name of Object.keys(includedTestTerms)) expect(included.has(name), name).toBe(true);
  });
});
