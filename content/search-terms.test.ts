import { describe, expect, it } from "vitest";
import { catalogueEntries as catalogue } from "./catalogue.ts";
import { homeCarePackages, homeServices } from "./home-care.ts";
import { normaliseWords } from "./normalise-words.ts";
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
import { testFacts } from "./test-facts.ts";

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

  it("never sends a test's own name to an item that neither is, holds nor reports that test (docs/content-review.md, rule 24)", () => {
    // "widal" once found the fever package, which does not hold the Widal test and says why; "Hb" finds the CBC, which reports it.
    const named = new Map<string, string[]>();
    for (const item of catalogue)
      if (item.type === "test")
        for (const name of [item.name, ...(item.aliases ?? [])])
          named.set(normaliseWords(name), [...(named.get(normaliseWords(name)) ?? []), item.test]);
    const testsOf = (id: number): string[] => {
      const item = catalogue.find((i) => i.id === id)!;
      return item.type === "test" ? [item.test] : item.contents.flatMap((c) => (typeof c === "string" ? [c] : c.tests));
    };
    // A panel reports a test when one of its parameters holds that test's name or an alias ("Haemoglobin (Hb)").
    const namesOf = (key: string) => [...named].filter(([, keys]) => keys.includes(key)).map(([words]) => words);
    const reports = (keys: string[], test: string) =>
      keys.some((key) =>
        testFacts[key as keyof typeof testFacts].parameters.some((p) =>
          namesOf(test).some((n) => ` ${normaliseWords(p)} `.includes(` ${n} `)),
        ),
      );
    const wrong = Object.entries(catalogueTerms).flatMap(([id, words]) =>
      words.flatMap((word) =>
        (named.get(normaliseWords(word)) ?? [])
          .filter((key) => !testsOf(Number(id)).includes(key) && !reports(testsOf(Number(id)), key))
          .map((key) => `${id}: "${word}" names ${key}`),
      ),
    );
    expect(wrong).toEqual([]);
  });
});
