import { join } from "node:path";
import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  clientLogos,
  corporateBenefits,
  corporateHero,
  corporatePackages,
  corporateServices,
  impactStats,
} from "./corporate";
import {
  clientLogoSchema,
  corporateBenefitSchema,
  corporatePackageSchema,
  corporateServiceSchema,
} from "./corporate.schema";

const unique = (values: string[]) => new Set(values).size === values.length;
const publicFile = (path: string) => join(process.cwd(), "public", path);

describe("corporate content", () => {
  it("parses against the schemas", () => {
    corporateServices.forEach((s) => corporateServiceSchema.parse(s));
    corporatePackages.forEach((p) => corporatePackageSchema.parse(p));
    clientLogos.forEach((c) => clientLogoSchema.parse(c));
    corporateBenefits.forEach((b) => corporateBenefitSchema.parse(b));
  });

  it("has four services with unique ids", () => {
    expect(corporateServices).toHaveLength(4);
    expect(unique(corporateServices.map((s) => s.id))).toBe(true);
  });

  it("has three per-employee packages, the middle one most popular", () => {
    expect(corporatePackages.map((p) => [p.price, p.testCount, p.popular])).toEqual([
      [1299, 25, false],
      [2999, 45, true],
      [4999, 65, false],
    ]);
    expect(unique(corporatePackages.map((p) => p.id))).toBe(true);
  });

  it("states the impact numbers", () => {
    expect(impactStats.map((s) => s.value)).toEqual(["500+", "50K+", "95%"]);
  });

  it("draws every client logo locally and small", () => {
    expect(unique(clientLogos.map((c) => c.id))).toBe(true);
    for (const c of [...clientLogos.map((l) => l.logo), corporateHero.image]) {
      expect(existsSync(publicFile(c)), c).toBe(true);
      expect(statSync(publicFile(c)).size).toBeLessThan(4096);
    }
  });
});
