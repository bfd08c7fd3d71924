import { describe, expect, it } from "vitest";
import { healthPackageCategoryIds } from "#content/health-package-categories.ts";
import { catalogue } from "./catalogue.ts";
import { findHealthPackageCategory, isInHealthPackageCategory, packagesInCategory } from "./package-categories.ts";

const pkg = (specialty: string, name = "Some Package") => ({ type: "package" as const, specialty, name });

describe("health-package category membership", () => {
  it("full-body: packages with specialty preventive or general", () => {
    expect(isInHealthPackageCategory(pkg("preventive"), "full-body")).toBe(true);
    expect(isInHealthPackageCategory(pkg("general"), "full-body")).toBe(true);
    expect(isInHealthPackageCategory(pkg("cardiology"), "full-body")).toBe(false);
    expect(isInHealthPackageCategory({ type: "test", specialty: "general", name: "CBC" }, "full-body")).toBe(false);
  });

  it("women-health: specialty gynecology or woman/female in the name, any case", () => {
    expect(isInHealthPackageCategory(pkg("gynecology"), "women-health")).toBe(true);
    expect(isInHealthPackageCategory(pkg("endocrinology", "FEMALE Hormones"), "women-health")).toBe(true);
    expect(isInHealthPackageCategory(pkg("orthopedics", "Woman Bone Care"), "women-health")).toBe(true);
    // "Women's" does not contain "woman": the table is applied literally.
    expect(isInHealthPackageCategory(pkg("endocrinology", "Women's Thyroid"), "women-health")).toBe(false);
    expect(isInHealthPackageCategory(pkg("cardiology"), "women-health")).toBe(false);
  });

  it("allergy: specialty allergy", () => {
    expect(isInHealthPackageCategory(pkg("allergy"), "allergy")).toBe(true);
    expect(isInHealthPackageCategory(pkg("preventive"), "allergy")).toBe(false);
  });

  it("specialty: packages outside preventive, general, gynecology, allergy and without woman/female", () => {
    expect(isInHealthPackageCategory(pkg("cardiology"), "specialty")).toBe(true);
    for (const s of ["preventive", "general", "gynecology", "allergy"]) {
      expect(isInHealthPackageCategory(pkg(s), "specialty")).toBe(false);
    }
    expect(isInHealthPackageCategory(pkg("orthopedics", "Woman Bone Care"), "specialty")).toBe(false);
    expect(isInHealthPackageCategory({ type: "test", specialty: "cardiology", name: "ECG" }, "specialty")).toBe(false);
  });

  it("sorts the real catalogue into the categories", () => {
    const ids = (c: (typeof healthPackageCategoryIds)[number]) => packagesInCategory(catalogue, c).map((p) => p.id);
    expect(ids("full-body")).toEqual([100, 101, 105, 106]);
    expect(ids("women-health")).toEqual([104, 107, 110, 301, 302, 303, 304, 305]);
    expect(ids("allergy")).toEqual([115, 116, 117, 118, 119]);
    expect(ids("specialty")).toEqual([102, 103, 108, 109, 111, 112, 113, 114]);
    // every package lands somewhere, and every category has packages
    const placed = new Set(healthPackageCategoryIds.flatMap(ids));
    expect(placed.size).toBe(catalogue.filter((i) => i.type === "package").length);
  });

  it("finds categories by id only", () => {
    expect(findHealthPackageCategory("allergy")?.title).toBe("Allergy Test Packages");
    for (const bad of [undefined, "", "ALLERGY", "unknown", "<script>", "a".repeat(5000), "constructor"]) {
      expect(findHealthPackageCategory(bad)).toBeUndefined();
    }
  });
});
