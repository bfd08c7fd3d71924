import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { featureSchema, serviceCategorySchema } from "#content/collections/services.schema.ts";
import { qualityAssurance, serviceCategories } from "./services.ts";

const publicFile = (path: string) => join(process.cwd(), "public", path);
const subcategories = serviceCategories.flatMap((c) => c.subcategories);
const tests = subcategories.flatMap((s) => s.tests);

describe("service content", () => {
  it("parses against the schema", () => {
    expect([serviceCategories, qualityAssurance].map((list) => list.length)).toEqual([4, 4]);
    for (const category of serviceCategories) expect(() => serviceCategorySchema.parse(category)).not.toThrow();
    for (const point of qualityAssurance) expect(() => featureSchema.parse(point)).not.toThrow();
  });

  it("has the four departments and ten subcategories, in order", () => {
    expect(serviceCategories.map((c) => c.slug)).toEqual(["pathology", "radiology", "cardiology", "neurology"]);
    expect(Object.fromEntries(serviceCategories.map((c) => [c.slug, c.subcategories.map((s) => s.slug)]))).toEqual({
      pathology: ["blood-tests", "urine-tests"],
      radiology: ["digital-xray", "pet-xray"],
      cardiology: ["ecg", "holter-test", "lung-test"],
      neurology: ["eeg", "sleep-studies", "ncv"],
    });
  });

  it("has unique ids and slugs", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(serviceCategories.map((c) => c.id))).toBe(true);
    expect(unique(serviceCategories.map((c) => c.slug))).toBe(true);
    // Subcategory slugs are unique across departments: the /facilities/... paths find them by slug alone.
    expect(unique(subcategories.map((s) => s.slug))).toBe(true);
    expect(unique(subcategories.map((s) => s.id))).toBe(true);
    expect(unique(tests.map((t) => t.id))).toBe(true);
  });

  it("never uses the reserved slugs lab and health-packages for a department", () => {
    expect(serviceCategories.map((c) => c.slug)).not.toContain("lab");
    expect(serviceCategories.map((c) => c.slug)).not.toContain("health-packages");
  });

  it("prices every test in positive whole rupees", () => {
    expect(tests.length).toBeGreaterThan(30);
    for (const test of tests) expect(Number.isInteger(test.price) && test.price > 0, test.id).toBe(true);
  });

  // One test, one price (docs/content-review.md, rule 22): each card shows its test's own price, the
  // one in content/en/tests/ (read by hand from those files: CBC 1.json, lipid profile 2.json, …).
  it("shows each test at its own price, the find-test catalogue's", () => {
    const price = (id: string) => tests.find((t) => t.id === id)?.price;
    expect(price("cbc")).toBe(299);
    expect(price("lipid-profile")).toBe(450);
    expect(price("urine-routine")).toBe(180);
    expect(price("resting-ecg")).toBe(200);
    expect(price("holter-24h")).toBe(2500);
    expect(price("pft")).toBe(1200);
    expect(price("standard-eeg")).toBe(2200);
    expect(price("polysomnography")).toBe(8000);
    expect(price("standard-ncv")).toBe(3000);
    expect(price("urine-culture")).toBe(499);
    expect(price("chest-xray")).toBe(549);
    expect(price("spine-xray")).toBe(849);
    expect(price("pet-chest-xray")).toBe(1200);
    expect(price("pet-limb-xray")).toBe(999);
    expect(price("thyroid-function-test")).toBe(650);
    expect(price("hba1c")).toBe(380);
    expect(price("vitamin-d")).toBe(850);
    expect(price("vitamin-b12")).toBe(700);
    expect(price("blood-culture")).toBe(950);
  });

  it("notes the 12-hour fast of the lipid profile", () => {
    const lipid = tests.find((t) => t.id === "lipid-profile")!;
    expect(lipid.fastingRequired).toBe(true);
    expect(lipid.preparationTime).toMatch(/12 hours/);
  });

  it("marks fasting tests as needing preparation", () => {
    const fasting = tests.filter((test) => test.fastingRequired);
    expect(fasting.map((test) => test.id)).toContain("lipid-profile");
    for (const test of fasting) expect(test.preparationRequired, test.id).toBe(true);
  });

  it("gives every test, equipment list and feature list some content", () => {
    expect(subcategories.length).toBeGreaterThan(8);
    for (const sub of subcategories) {
      expect(sub.tests.length).toBeGreaterThanOrEqual(3);
      expect(sub.equipment.length).toBeGreaterThan(0);
      expect(sub.features.length).toBeGreaterThan(0);
    }
  });

  it("points at small local images that exist", () => {
    for (const item of [...serviceCategories, ...subcategories]) {
      expect(item.image).toMatch(/^\/images\/services\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(item.image)), item.image).toBe(true);
      expect(statSync(publicFile(item.image)).size).toBeLessThan(4096);
    }
  });
});
