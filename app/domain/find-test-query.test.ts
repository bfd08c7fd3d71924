import { describe, expect, it } from "vitest";
import { catalogue } from "~/content/catalogue";
import {
  DEFAULT_FIND_TEST_STATE,
  FIND_TEST_CATEGORIES,
  FIND_TEST_SPECIALTIES,
  findTestSearchParams,
  findTests,
  parseFindTestParams,
} from "./find-test-query";

const parse = (query: string) => parseFindTestParams(new URLSearchParams(query));

describe("find-test URL state", () => {

  it("defaults to everything on page 1 of 10", () => {
    expect(parse("")).toEqual(DEFAULT_FIND_TEST_STATE);
  });

  it("reads good values", () => {
    expect(parse("q=thyroid&category=pathology&specialty=endocrinology&page=2&size=20")).toEqual({
      q: "thyroid",
      category: "pathology",
      specialty: "endocrinology",
      page: 2,
      size: 20,
    });
  });

  it("turns any bad value into the default", () => {
    expect(parse("category=radiology&specialty=Cardiology&page=0&size=15")).toEqual(DEFAULT_FIND_TEST_STATE);
    expect(parse("page=-1&size=abc").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=1e3").page).toBe(1);
    expect(parse("page=99999999999999").page).toBe(1);
    expect(parse("size=100").size).toBe(10);
    expect(parse("size=50").size).toBe(50);
    expect(parse(`q=${"x".repeat(5000)}`).q.length).toBe(200);
    expect(parse("category=__proto__").category).toBe("all");
  });

  it("writes only non-default values back", () => {
    expect(findTestSearchParams(DEFAULT_FIND_TEST_STATE).toString()).toBe("");
    const state = { q: "vit d", category: "pathology", specialty: "all", page: 3, size: 30 } as const;
    expect(findTestSearchParams(state).toString()).toBe("q=vit+d&category=pathology&page=3&size=30");
    expect(parseFindTestParams(findTestSearchParams(state))).toEqual(state);
  });
});

describe("find-test filtering", () => {
  it("lists all 41 items by default", () => {
    expect(findTests(catalogue, DEFAULT_FIND_TEST_STATE)).toHaveLength(41);
  });

  it("filters category and specialty exactly", () => {
    const neuro = findTests(catalogue, { q: "", category: "neurology", specialty: "all" });
    expect(neuro.map((i) => i.name)).toEqual(["Standard EEG", "Polysomnography", "Standard NCV"]);
    expect(findTests(catalogue, { q: "", category: "package", specialty: "all" })).toHaveLength(25);
    const prevPackages = findTests(catalogue, { q: "", category: "package", specialty: "preventive" });
    expect(prevPackages.map((i) => i.id)).toEqual([100, 101, 105]);
    expect(findTests(catalogue, { q: "", category: "microbiology", specialty: "cardiology" })).toEqual([]);
  });

  it("gives every category and specialty option at least one item", () => {
    for (const category of FIND_TEST_CATEGORIES) {
      expect(findTests(catalogue, { q: "", category, specialty: "all" }).length, category).toBeGreaterThan(0);
    }
    for (const specialty of FIND_TEST_SPECIALTIES) {
      expect(findTests(catalogue, { q: "", category: "all", specialty }).length, specialty).toBeGreaterThan(0);
    }
  });

  it("combines text and filters", () => {
    const result = findTests(catalogue, { q: "thyroid", category: "package", specialty: "endocrinology" });
    // the name match first, then the package whose description mentions thyroid hormones
    expect(result.map((i) => i.name)).toEqual(["Thyroid Extended Profile", "Female Hormone Profile"]);
  });
});
