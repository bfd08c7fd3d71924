import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  clientLogoSchema,
  corporateBenefitSchema,
  corporatePackageSchema,
  corporateServiceSchema,
} from "#content/collections/corporate.schema.ts";
import {
  clientLogos,
  clientLogosSection,
  corporateBenefits,
  corporateHero,
  corporatePackages,
  corporateServices,
  impactStats,
} from "./corporate.ts";

const unique = (values: string[]) => new Set(values).size === values.length;
const publicFile = (path: string) => join(process.cwd(), "public", path);

describe("corporate content", () => {
  it("parses against the schemas", () => {
    expect([corporateServices, corporatePackages, clientLogos, corporateBenefits].map((list) => list.length)).toEqual([4, 3, 6, 4]);
    corporateServices.forEach((s) => corporateServiceSchema.parse(s));
    corporatePackages.forEach((p) => corporatePackageSchema.parse(p));
    clientLogos.forEach((c) => clientLogoSchema.parse(c));
    corporateBenefits.forEach((b) => corporateBenefitSchema.parse(b));
  });

  it("has four services with unique ids", () => {
    expect(corporateServices).toHaveLength(4);
    expect(unique(corporateServices.map((s) => s.id))).toBe(true);
  });

  it("has three per-employee packages, none shown as popular (no source), each counting its tests' parameters", () => {
    // Counted by hand from content/en/test-facts/: CBC 24, fasting sugar 1, lipid 8, LFT 11, KFT 11,
    // urine routine 18 (73) with BMI and blood pressure (75); then HbA1c 1, thyroid 3, vitamin D 1,
    // B12 1, resting ECG 6 (88); then chest X-ray 1, PFT 8 (97).
    expect(corporatePackages.map((p) => [p.price, p.testCount, p.popular])).toEqual([
      [1299, 75, false],
      [2999, 88, false],
      [4999, 97, false],
    ]);
    expect(unique(corporatePackages.map((p) => p.id))).toBe(true);
  });

  it("states no impact figure while the lab has none of a current period", () => {
    // The three figures (internal data, Apr–Sep 2025) ran out more than 12 months before the build
    // (docs/content-review.md, rule 26); they come back with data of a current period.
    expect(impactStats).toEqual([]);
  });

  it("labels the logos as examples, not clients", () => {
    expect(clientLogosSection.title).toBe("Example Logos (Not Our Clients)");
    expect(clientLogosSection.intro).toMatch(/not real clients/);
  });

  it("gives each package its preparation and report time, with a pregnancy check before a chest X-ray", () => {
    expect(corporatePackages.length).toBeGreaterThanOrEqual(3);
    for (const pkg of corporatePackages) {
      expect(pkg.reportTime, pkg.id).toBe("24-48 hours");
      const mentionsXray = pkg.features.some((f) => /X-ray/i.test(f));
      expect(
        pkg.preparation.some((p) => /whether she is or may be pregnant/.test(p)),
        pkg.id,
      ).toBe(mentionsXray);
    }
    expect(corporatePackages.filter((p) => p.features.some((f) => /X-ray/.test(f))).map((p) => p.id)).toEqual(["executive-health"]);
    const preEmployment = corporateServices.find((s) => s.id === "pre-employment-screening");
    expect(preEmployment?.features).toContain(
      "We ask every woman whether she is or may be pregnant; the chest X-ray is skipped or postponed if she might be.",
    );
  });

  it("makes no outcome claim and offers no vaccination", () => {
    const text = JSON.stringify([corporateServices, corporateBenefits]);
    expect(text).not.toMatch(/sick days|vaccination/i);
  });

  it("draws every client logo locally and small", () => {
    expect(unique(clientLogos.map((c) => c.id))).toBe(true);
    for (const c of [...clientLogos.map((l) => l.logo), corporateHero.image]) {
      expect(existsSync(publicFile(c)), c).toBe(true);
      expect(statSync(publicFile(c)).size).toBeLessThan(4096);
    }
  });
});
