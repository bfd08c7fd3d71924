import { describe, expect, it } from "vitest";
import { serviceCategories } from "#content/services.ts";
import { homeCarePackageViews } from "./home-care-packages.ts";
import { departmentTestEntries } from "./my-package-sources.ts";

describe("item ids across content", () => {
  it("department test ids are unique and never digits only, so they cannot collide with catalogue ids", () => {
    const ids = departmentTestEntries(serviceCategories).map((e) => e.test.id);
    expect(ids.length).toBeGreaterThan(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of ids) expect(id).toMatch(/[a-z]/);
  });
  it("home-care package ids contain a letter and are no department test's id", () => {
    const packageIds = homeCarePackageViews.map((pack) => pack.id);
    expect(packageIds).toEqual([
      "senior-citizen-home-check",
      "cardiac-care-at-home",
      "sleep-apnoea-home-study",
      "respiratory-care-at-home",
    ]);
    const departmentIds = new Set<string>(departmentTestEntries(serviceCategories).map((e) => e.test.id));
    for (const id of packageIds) expect(departmentIds.has(id), id).toBe(false);
    for (const id of packageIds) expect(id).toMatch(/[a-z]/);
  });
});
