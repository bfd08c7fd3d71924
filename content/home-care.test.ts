import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  accreditationSchema,
  faqSchema,
  highlightSchema,
  homeCarePackageSchema,
  homeServiceSchema,
  stepSchema,
} from "#content/collections/home-care.schema.ts";
import { accreditationStatement } from "./accreditation-claim.ts";
import { homeCareFaqs, homeCareHero, homeCareSteps, homeCareWhyChoose } from "./home-care-page.ts";
import { accreditations, homeCarePackages, homeServices } from "./home-care.ts";

const unique = (values: string[]) => new Set(values).size === values.length;

describe("home-care content", () => {
  it("parses against the schemas", () => {
    expect(
      [homeServices, homeCarePackages, homeCareSteps, homeCareFaqs, homeCareWhyChoose, accreditations].map((list) => list.length),
    ).toEqual([8, 4, 4, 6, 4, 3]);
    homeServices.forEach((s) => homeServiceSchema.parse(s));
    homeCarePackages.forEach((p) => homeCarePackageSchema.parse(p));
    homeCareSteps.forEach((s) => stepSchema.parse(s));
    homeCareFaqs.forEach((f) => faqSchema.parse(f));
    homeCareWhyChoose.forEach((h) => highlightSchema.parse(h));
    accreditations.forEach((a) => accreditationSchema.parse(a));
  });

  it("has the four packages at their prices", () => {
    expect(homeCarePackages.map((p) => p.price)).toEqual([3499, 4999, 8500, 7200]);
    expect(unique(homeCarePackages.map((p) => p.id))).toBe(true);
    for (const p of homeCarePackages) expect(p.tests.length).toBeGreaterThan(0);
  });

  it("lists the home services with price ranges computed from the lists that sell their tests", () => {
    const ranges = Object.fromEntries(homeServices.map((s) => [s.id, [s.priceFrom, s.priceTo]]));
    // Read by hand from content/en/tests/ (each test's one price, rule 22): chest X-ray 549 to spine
    // 849; ECG at home 599 to 72-hour Holter 4999; spirometry 1099 to PFT 1200; standard EEG 2200 to
    // ambulatory EEG 7999; carpal tunnel 1799 to four-limb NCV 4999; pet limb 999 to pet chest 1200; fasting or post-meal sugar at 80
    // is the lowest-priced blood test. Uroflowmetry is sold on no list, so it keeps its own range.
    expect(ranges).toEqual({
      "digital-xray": [549, 849],
      "ecg-holter": [599, 4999],
      pft: [1099, 1200],
      "eeg-sleep": [2200, 7999],
      ncv: [1799, 4999],
      uroflowmetry: [1200, 2500],
      "pet-xray": [999, 1200],
      "blood-collection": [80, undefined],
    });
    const fast = homeServices.find((s) => s.id === "blood-collection")!;
    expect(fast.features.join(" ")).toMatch(/60-minute response in metros/);
  });

  it("has the four steps Book, Collect, Process, Report", () => {
    expect(homeCareSteps.map((s) => s.title)).toEqual(["Book", "Collect", "Process", "Report"]);
  });

  it("has unique FAQ questions and the three accreditation badges (no NABH: it accredits hospitals, not labs)", () => {
    expect(homeCareFaqs.length).toBeGreaterThanOrEqual(4);
    expect(unique(homeCareFaqs.map((f) => f.question))).toBe(true);
    expect(accreditations.map((a) => a.name)).toEqual(["NABL", "ISO 9001", "CAP"]);
    expect(accreditations[0]?.description).toBe(accreditationStatement);
  });

  it("points at an existing hero image", () => {
    expect(existsSync(join(process.cwd(), "public", homeCareHero.image))).toBe(true);
  });
});
