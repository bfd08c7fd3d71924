import { describe, expect, it } from "vitest";
import { siteUrls } from "#app/site-urls.ts";
import { catalogueEntrySchema } from "#content/collections/catalogue.schema.ts";
import { serviceCategorySchema } from "#content/collections/services.schema.ts";
import { catalogueEntries as catalogue } from "./catalogue.ts";
import { healthPackageCategories } from "./health-package-categories.ts";
import { serviceCategories } from "./services.ts";

// Cross-content checks; each area's own file has a test of its details beside it.

function duplicates(values: Array<string | number>): Array<string | number> {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe("service content", () => {
  it("parses against its schema", () => {
    expect(serviceCategories).toHaveLength(4);
    for (const category of serviceCategories) expect(() => serviceCategorySchema.parse(category)).not.toThrow();
  });
  it("has the departments and subcategories, in order", () => {
    expect(serviceCategories.map((c) => [c.slug, c.subcategories.map((s) => s.slug)])).toEqual([
      ["pathology", ["blood-tests", "urine-tests"]],
      ["radiology", ["digital-xray", "pet-xray"]],
      ["cardiology", ["ecg", "holter-test", "lung-test"]],
      ["neurology", ["eeg", "sleep-studies", "ncv"]],
    ]);
  });
  it("has unique ids and slugs, subcategory slugs unique across departments", () => {
    expect(duplicates(serviceCategories.map((c) => c.id))).toEqual([]);
    const subs = serviceCategories.flatMap((c) => c.subcategories);
    expect(duplicates(subs.map((s) => s.slug))).toEqual([]);
    expect(duplicates(subs.map((s) => s.id))).toEqual([]);
  });
  it("prices every subcategory test as a positive whole number of rupees", () => {
    const tests = serviceCategories.flatMap((c) => c.subcategories.flatMap((s) => s.tests));
    expect(tests.length).toBeGreaterThan(30);
    for (const test of tests) {
      expect(Number.isInteger(test.price) && test.price > 0, test.name).toBe(true);
    }
  });
});

describe("catalogue content", () => {
  it("parses and has unique ids", () => {
    expect(catalogue).toHaveLength(235);
    for (const item of catalogue) expect(() => catalogueEntrySchema.parse(item)).not.toThrow();
    expect(duplicates(catalogue.map((i) => i.id))).toEqual([]);
  });
});

describe("health-package categories", () => {
  it("are four, in order", () => {
    expect(healthPackageCategories.map((c) => c.id)).toEqual(["full-body", "women-health", "allergy", "specialty"]);
  });
});

describe("site URLs", () => {
  it("are unique, absolute and free of trailing slashes", () => {
    const urls = siteUrls();
    expect(urls.length).toBeGreaterThan(50);
    expect(duplicates(urls)).toEqual([]);
    for (const url of urls) expect(url === "/" || (url.startsWith("/") && !url.endsWith("/")), url).toBe(true);
  });
  it("include every department and subcategory page", () => {
    const urls = siteUrls();
    expect(serviceCategories).toHaveLength(4);
    for (const category of serviceCategories) {
      expect(urls).toContain(`/services/${category.slug}`);
      for (const sub of category.subcategories) expect(urls).toContain(`/services/${category.slug}/${sub.slug}`);
    }
  });
});
