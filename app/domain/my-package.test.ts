import { formatRupees } from "./money";
import { describe, expect, it } from "vitest";
import { fixtureTestFields } from "~/testing/catalogue-fixtures";
import { catalogue, type CatalogueItem } from "./catalogue";
import { serviceCategories, type SubcategoryTest } from "~/content/services";
import {
  departmentTestEntries,
  fastingFromText,
  findOverlaps,
  instructionGroups,
  longestFasting,
  overlapText,
  packageTotal,
  resolvePackage,
  type PackageSources,
} from "./my-package";

const base = fixtureTestFields;

const lipid: CatalogueItem = {
  ...base,
  id: 2,
  type: "test",
  name: "Lipid Profile",
  aliases: ["lipid panel", "LDL"],
  price: 450,
  preparation: "12 hours of fasting is required.",
  includes: ["Total cholesterol"],
};
const cbc: CatalogueItem = {
  ...base,
  id: 1,
  type: "test",
  name: "Complete Blood Count (CBC)",
  price: 299,
  preparation: "No fasting needed. Continue your regular medicines.",
  includes: ["Haemoglobin"],
};
const thyroid: CatalogueItem = {
  ...base,
  id: 10,
  type: "test",
  name: "Thyroid Function Test",
  aliases: ["thyroid profile", "TSH"],
  price: 650,
  preparation: "No fasting needed. Give the sample in the morning, before your thyroid tablet.",
  includes: ["TSH"],
};
const basic: CatalogueItem = {
  ...base,
  id: 100,
  type: "package",
  category: "package",
  name: "Basic Health Checkup",
  price: 1499,
  preparation: "Fast for 10–12 hours overnight before the sample (water is allowed).",
  includes: [{ panel: "Lipid Profile", tests: ["Triglycerides", "LDL"] }, { panel: "Complete Blood Count", tests: ["Platelet count"] }, "TSH"],
};
const deptLipid: SubcategoryTest = {
  id: "lipid-profile",
  name: "Lipid Profile",
  price: 899,
  description: "d",
  preparationRequired: true,
  fastingRequired: true,
  reportTime: "24 hours",
  sample: "Blood (serum)",
  preparationTime: "12 hours fasting; water is allowed",
};
const deptB12: SubcategoryTest = { ...deptLipid, id: "vitamin-b12", name: "Vitamin B12", price: 700, preparationTime: undefined };

const sources: PackageSources = {
  catalogue: [cbc, lipid, thyroid, basic],
  departmentTests: [
    { test: deptLipid, path: "/services/pathology/blood-tests" },
    { test: deptB12, path: "/services/pathology/blood-tests" },
  ],
};

describe("resolvePackage", () => {
  it("takes names and prices from content, in list order, and sets unknown ids apart", () => {
    const { lines, unknown } = resolvePackage(["100", "lipid-profile", "999", "nope", "2"], sources);
    expect(lines.map((l) => [l.id, l.name, l.price, l.kind])).toEqual([
      ["100", "Basic Health Checkup", 1499, "package"],
      ["lipid-profile", "Lipid Profile", 899, "department-test"],
      ["2", "Lipid Profile", 450, "test"],
    ]);
    expect(unknown).toEqual(["999", "nope"]);
    expect(lines[1]?.href).toBe("/services/pathology/blood-tests");
    expect(lines[0]?.href).toBe("/package-details/100");
  });

  it("adds up the total", () => {
    expect(packageTotal(resolvePackage(["1", "2", "lipid-profile"], sources).lines)).toBe(299 + 450 + 899);
    expect(packageTotal([])).toBe(0);
  });
});

describe("fasting", () => {
  it("reads hours from the preparation text", () => {
    expect(fastingFromText("Fast for 10–12 hours overnight")).toEqual({ min: 10, max: 12 });
    expect(fastingFromText("12 hours of fasting is required")).toEqual({ min: 12, max: 12 });
    expect(fastingFromText("8 hours fasting preferred")).toEqual({ min: 8, max: 8 });
    expect(fastingFromText("Fast for 8-10 hours and avoid alcohol")).toEqual({ min: 8, max: 10 });
    expect(fastingFromText("No fasting needed.")).toBeNull();
    expect(fastingFromText("Avoid tea and coffee for 8 hours")).toBeNull();
    expect(fastingFromText("Do not smoke for 4 hours or eat a heavy meal for 2 hours")).toBeNull();
  });

  it("names the longest fasting and every item that needs it", () => {
    const { lines } = resolvePackage(["1", "100", "2"], sources);
    expect(longestFasting(lines)?.text).toBe("Fast for 12 hours before collection: needed for Lipid Profile");
    const { lines: two } = resolvePackage(["2", "lipid-profile"], sources);
    expect(longestFasting(two)?.names).toEqual(["Lipid Profile", "Lipid Profile"]);
    expect(longestFasting(resolvePackage(["1"], sources).lines)).toBeNull();
  });

  it("counts a department test that needs fasting without saying how long", () => {
    const { lines } = resolvePackage(["vitamin-b12"], sources);
    expect(longestFasting(lines)?.text).toBe("Fast before collection: needed for Vitamin B12");
  });

  it("groups the other instructions", () => {
    const groups = instructionGroups(resolvePackage(["1", "10"], sources).lines);
    expect(groups.map((g) => [g.id, g.names])).toEqual([
      ["morning", ["Thyroid Function Test"]],
      ["medicines", ["Complete Blood Count (CBC)", "Thyroid Function Test"]],
    ]);
  });
});

describe("overlaps", () => {
  it("names a test that a chosen package already includes (a lone analyte such as TSH is not the whole test)", () => {
    const overlaps = findOverlaps(resolvePackage(["2", "100", "1", "lipid-profile", "10", "vitamin-b12"], sources).lines);
    // Two Lipid Profiles (the find-test and the department price) are told apart by their price.
    const lipid = (id: string) => resolvePackage([id], sources).lines[0]!;
    expect(overlaps.map(overlapText)).toEqual([
      `Lipid Profile (${formatRupees(lipid("2").price)}) is already included in Basic Health Checkup`,
      "Complete Blood Count (CBC) is already included in Basic Health Checkup",
      `Lipid Profile (${formatRupees(lipid("lipid-profile").price)}) is already included in Basic Health Checkup`,
    ]);
  });

  it("finds none without a package", () => {
    expect(findOverlaps(resolvePackage(["1", "2"], sources).lines)).toEqual([]);
  });

  it("matches the real catalogue: Lipid Profile is part of Basic Health Checkup", () => {
    const real = { catalogue, departmentTests: departmentTestEntries(serviceCategories) };
    const overlaps = findOverlaps(resolvePackage(["2", "100"], real).lines);
    expect(overlaps.map(overlapText)).toEqual(["Lipid Profile is already included in Basic Health Checkup"]);
  });
});

describe("item ids across content", () => {
  it("department test ids are unique and never digits only, so they cannot collide with catalogue ids", () => {
    const ids = departmentTestEntries(serviceCategories).map((e) => e.test.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of ids) expect(id).toMatch(/[a-z]/);
  });
});
