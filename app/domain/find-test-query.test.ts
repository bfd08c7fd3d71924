import { describe, expect, it } from "vitest";
import * as searchTerms from "#content/search-terms.ts";
import { catalogue } from "./catalogue.ts";
import {
  DEFAULT_FIND_TEST_STATE,
  FIND_TEST_CATEGORIES,
  FIND_TEST_SPECIALTIES,
  findTestSearchParams,
  parseFindTestParams,
} from "./find-test-query.ts";
import { buildSearchIndex } from "./search-index.ts";
import { findTests, type SearchHit } from "./search.ts";
import { siteSearchIndex } from "./site-search-index.ts";

const parse = (query: string) => parseFindTestParams(new URLSearchParams(query));

describe("find-test URL state", () => {
  it("defaults to everything on page 1 of 12", () => {
    expect(parse("")).toEqual(DEFAULT_FIND_TEST_STATE);
  });

  it("reads good values", () => {
    expect(parse("")).toMatchObject({ page: 1, size: 12 });
    expect(parse("q=thyroid&category=pathology&specialty=endocrinology&page=2&size=24")).toEqual({
      q: "thyroid",
      category: "pathology",
      specialty: "endocrinology",
      page: 2,
      size: 24,
    });
  });

  it("shows an old link's page size, or any other, as the nearest size offered", () => {
    const sizes = ["10", "20", "30", "50", "36", "100", "1", "9999"].map((size) => parse(`size=${size}`).size);
    expect(sizes).toEqual([12, 24, 24, 48, 24, 48, 12, 48]);
  });

  it("turns any bad value into the default", () => {
    expect(parse("category=Radiology&specialty=Cardiology&page=0&size=0")).toEqual(DEFAULT_FIND_TEST_STATE);
    expect(parse("page=-1&size=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=1e3").page).toBe(1);
    expect(parse("page=99999999999999").page).toBe(1);
    expect(parse("size=2.5").size).toBe(12);
    expect(parse("size=-24").size).toBe(12);
    expect(parse(`q=${"x".repeat(5000)}`).q.length).toBe(200);
    expect(parse("category=__proto__").category).toBe("all");
  });

  it("writes only non-default values back", () => {
    expect(findTestSearchParams(DEFAULT_FIND_TEST_STATE).toString()).toBe("");
    const state = { q: "vit d", category: "pathology", specialty: "all", page: 3, size: 48 } as const;
    expect(findTestSearchParams(state).toString()).toBe("q=vit+d&category=pathology&page=3&size=48");
    expect(parseFindTestParams(findTestSearchParams(state))).toEqual(state);
  });
});

describe("find-test filtering", () => {
  const catalogueOnly = buildSearchIndex({ catalogue, terms: searchTerms });
  const names = (hits: SearchHit[]) => hits.map((hit) => hit.entry.name);

  it("lists the catalogue's 235 items before the whole index has loaded", () => {
    expect(findTests(catalogueOnly, DEFAULT_FIND_TEST_STATE)).toHaveLength(235);
  });

  it("lists everything sold once the whole index is there", () => {
    expect(findTests(siteSearchIndex, DEFAULT_FIND_TEST_STATE)).toHaveLength(siteSearchIndex.length);
  });

  it("filters category and specialty exactly", () => {
    const neuro = findTests(catalogueOnly, { q: "", category: "neurology", specialty: "all" });
    expect(names(neuro)).toEqual([
      "Standard EEG",
      "Polysomnography",
      "Standard NCV",
      "Ambulatory EEG (24-hour)",
      "Carpal tunnel study",
      "CPAP titration study",
      "Electromyography (EMG)",
      "Home sleep apnoea test (level 3)",
      "Multiple sleep latency test (MSLT)",
      "NCV all four limbs",
      "Sleep-deprived EEG",
    ]);
    expect(findTests(catalogueOnly, { q: "", category: "package", specialty: "all" })).toHaveLength(25);
    const prevPackages = findTests(catalogueOnly, { q: "", category: "package", specialty: "preventive" });
    expect(prevPackages.map((hit) => hit.entry.catalogueId)).toEqual([100, 101, 105]);
    expect(findTests(catalogueOnly, { q: "", category: "microbiology", specialty: "cardiology" })).toEqual([]);
    const radiology = findTests(siteSearchIndex, { q: "", category: "radiology", specialty: "all" });
    expect(names(radiology)).toContain("Chest X-ray");
    expect(radiology.every((hit) => hit.entry.category === "radiology")).toBe(true);
  });

  it("gives every category and specialty option at least one item", () => {
    expect([FIND_TEST_CATEGORIES.length, FIND_TEST_SPECIALTIES.length]).toEqual([9, 8]);
    for (const category of FIND_TEST_CATEGORIES) {
      expect(findTests(siteSearchIndex, { q: "", category, specialty: "all" }).length, category).toBeGreaterThan(0);
    }
    for (const specialty of FIND_TEST_SPECIALTIES) {
      expect(findTests(siteSearchIndex, { q: "", category: "all", specialty }).length, specialty).toBeGreaterThan(0);
    }
  });

  it("combines text and filters", () => {
    const result = findTests(catalogueOnly, { q: "thyroid", category: "package", specialty: "endocrinology" });
    expect(names(result)[0]).toBe("Thyroid Extended Profile");
  });
});
