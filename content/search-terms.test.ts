import { describe, expect, it } from "vitest";
import { catalogueEntries as catalogue } from "./catalogue.ts";
import { homeCarePackages, homeServices } from "./home-care.ts";
import {
  catalogueTerms,
  departmentTestTerms,
  homeCarePackageTerms,
  homeServiceTerms,
  emergencyTerms,
  includedTestTerms,
  subcategoryFilters,
} from "./search-terms.ts";
import { serviceCategories } from "./services.ts";

const departmentTests = serviceCategories.flatMap((category) => category.subcategories.flatMap((sub) => sub.tests));

describe("search terms name real items", () => {
  it("department test ids are unique, so they can key the terms", () => {
    const ids = departmentTests.map((test) => test.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every key is an item that exists", () => {
    const catalogueIds = new Set(catalogue.map((item) => item.id));
    // Terms for each of the 43 catalogue items and 8 home services, all 4 home-care packages; 29 of the department tests.
    expect(
      [catalogueTerms, departmentTestTerms, homeServiceTerms, homeCarePackageTerms, subcategoryFilters].map(
        (terms) => Object.keys(terms).length,
      ),
    ).toEqual([43, 29, 8, 4, 1]);
    for (const id of Object.keys(catalogueTerms)) expect(catalogueIds.has(Number(id)), id).toBe(true);
    for (const id of Object.keys(departmentTestTerms)) {
      expect(
        departmentTests.some((test) => test.id === id),
        id,
      ).toBe(true);
    }
    for (const id of Object.keys(homeServiceTerms))
      expect(
        homeServices.some((s) => s.id === id),
        id,
      ).toBe(true);
    for (const id of Object.keys(homeCarePackageTerms))
      expect(
        homeCarePackages.some((p) => p.id === id),
        id,
      ).toBe(true);
    const subcategories = serviceCategories.flatMap((category) => category.subcategories.map((sub) => sub.slug));
    for (const slug of Object.keys(subcategoryFilters)) expect(subcategories, slug).toContain(slug);
  });

  it("every included test with patient words is held by some package", () => {
    const held = new Set<string>([
      ...catalogue.flatMap((item) =>
        item.type === "package" ? item.contents.flatMap((c) => (typeof c === "string" ? [c] : c.tests)) : [],
      ),
      ...homeCarePackages.flatMap((pack) => pack.tests),
    ]);
    expect(Object.keys(includedTestTerms).length).toBeGreaterThan(10);
    for (const key of Object.keys(includedTestTerms)) expect(held.has(key), key).toBe(true);
  });

  it("an emergency word is never also a word that finds a booking for it", () => {
    const bookingWords = new Set(
      [...Object.values(catalogueTerms), ...Object.values(departmentTestTerms)].flat().map((w) => w.toLowerCase()),
    );
    for (const word of ["chest pain", "heart attack", "sepsis"]) expect(bookingWords.has(word), word).toBe(false);
    expect(emergencyTerms["chest-pain"]).toContain("chest pain");
  });
});
