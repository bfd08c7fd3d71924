import { describe, expect, it } from "vitest";
import { catalogue, type CatalogueItem } from "~/content/catalogue";
import { serviceCategories, type SubcategoryTest } from "~/content/services";
import {
  bookingDateRange,
  composeBookingMessage,
  departmentTestEntries,
  emptyDetails,
  fastingFromText,
  findOverlaps,
  formatBookingDate,
  instructionGroups,
  longestFasting,
  overlapText,
  packageTotal,
  parseStoredDetails,
  resolvePackage,
  type PackageSources,
} from "./my-package";
import { safeEncode } from "./mailto";
import { toggleAnnouncement } from "./my-package-ids";

const base = {
  category: "pathology",
  specialty: "general",
  description: "d",
  sample: "Blood",
  reportTime: "24 hours",
  homeCollection: true,
  popular: false,
  specializations: [] as string[],
} as const;

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
    expect(overlaps.map(overlapText)).toEqual([
      "Lipid Profile is already included in Basic Health Checkup",
      "Complete Blood Count (CBC) is already included in Basic Health Checkup",
      "Lipid Profile is already included in Basic Health Checkup",
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

describe("composeBookingMessage", () => {
  const details = {
    ...emptyDetails,
    name: "Asha",
    mode: "home" as const,
    pin: "110016",
    date: "2026-11-24",
    slot: "8-10" as const,
    note: "Ring the bell twice",
  };

  it("lists items, prices, total, how and when, name, note and the fasting reminder", () => {
    const { lines } = resolvePackage(["2", "1"], sources);
    expect(composeBookingMessage({ lines, details })).toBe(
      [
        "Hello, I'd like to book these tests:",
        "1. Lipid Profile: ₹450",
        "2. Complete Blood Count (CBC): ₹299",
        "Total: ₹749 (2 items)",
        "Home collection, PIN code 110016",
        "Preferred time: Tue, 24 Nov 2026, 8–10 AM",
        "Name: Asha",
        "Note: Ring the bell twice",
        "Reminder: Fast for 12 hours before collection: needed for Lipid Profile.",
        "Please confirm the next steps.",
      ].join("\n"),
    );
  });

  it("names the centre for a visit and leaves out what was not given", () => {
    const { lines } = resolvePackage(["1"], sources);
    const text = composeBookingMessage({ lines, details: { ...emptyDetails, mode: "centre", centreId: "x" }, centreName: "Dwarka" });
    expect(text).toContain("Visit to the Dwarka centre");
    expect(text).not.toMatch(/Name:|Note:|Preferred|Reminder/);
  });

  it("stays within a safe URL length: the last items become 'and N more tests', the total counts all", () => {
    const many: CatalogueItem[] = Array.from({ length: 30 }, (_, i) => ({ ...cbc, id: i + 1, name: `A rather long test name number ${i + 1}`, price: 100 }));
    const { lines } = resolvePackage(many.map((m) => String(m.id)), { catalogue: many, departmentTests: [] });
    const text = composeBookingMessage({ lines, details }, 800);
    expect(safeEncode(text).length).toBeLessThanOrEqual(800);
    expect(text).toMatch(/…and \d+ more tests/);
    expect(text).toContain("Total: ₹3,000 (30 items)");
  });

  it("shortens a very long note rather than exceed the limit", () => {
    const { lines } = resolvePackage(["1"], sources);
    const text = composeBookingMessage({ lines, details: { ...details, note: "x".repeat(5000) } }, 600);
    expect(safeEncode(text).length).toBeLessThanOrEqual(600);
    expect(text).toContain("1. Complete Blood Count (CBC)");
  });
});

describe("booking details", () => {
  it("keeps valid stored fields and drops the rest", () => {
    const raw = JSON.stringify({ name: "Asha", mode: "home", pin: "110016", centreId: "gone", date: "2026-11-24", slot: "9-11", note: 5 });
    expect(parseStoredDetails(raw, ["dwarka"])).toEqual({ ...emptyDetails, name: "Asha", mode: "home", pin: "110016", date: "2026-11-24" });
    expect(parseStoredDetails("{oops", ["dwarka"])).toEqual(emptyDetails);
    expect(parseStoredDetails("[1]", ["dwarka"])).toEqual(emptyDetails);
  });

  it("offers today to 30 days ahead", () => {
    expect(bookingDateRange(new Date(2026, 10, 23))).toEqual({ min: "2026-11-23", max: "2026-12-23" });
    expect(formatBookingDate("2026-12-01")).toBe("Tue, 1 Dec 2026");
  });

  it("announces a press with the new count", () => {
    expect(toggleAnnouncement("Lipid Profile", true, 2)).toBe("Lipid Profile added to your package (2 items)");
    expect(toggleAnnouncement("CBC", false, 1)).toBe("CBC removed from your package (1 item)");
  });
});
