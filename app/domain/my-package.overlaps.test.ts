import { describe, expect, it } from "vitest";
import { fixtureSources, realSources } from "#app/testing/my-package-fixtures.ts";
import {
  findOverlaps,
  overlapSaving,
  overlapSavingText,
  overlapSummaryText,
  overlapTestLabel,
  packageTotal,
  resolvePackage,
} from "./my-package.ts";

// A test the list holds twice, once on its own and once in a package it chose: found, and what removing it saves.

describe("overlaps", () => {
  it("names a test that a chosen package holds, by its key (a test the package does not hold is not named)", () => {
    const overlaps = findOverlaps(resolvePackage(["2", "100", "1", "lipid-profile", "10", "vitamin-b12"], fixtureSources).lines);
    // Two Lipid Profiles (the find-test and the department price) are told apart by their price. The
    // thyroid test and vitamin B12 are not in the package.
    expect(overlaps.map((o) => [overlapTestLabel(o), o.package.name])).toEqual([
      ["Lipid Profile (₹450)", "Basic Health Checkup"],
      ["Complete Blood Count (CBC)", "Basic Health Checkup"],
      ["Lipid Profile (₹899)", "Basic Health Checkup"],
    ]);
  });

  it("finds none without a package", () => {
    expect(findOverlaps(resolvePackage(["1", "2"], fixtureSources).lines)).toEqual([]);
  });

  it("matches the real catalogue: Lipid Profile is part of Basic Health Checkup", () => {
    const real = realSources();
    const overlaps = findOverlaps(resolvePackage(["2", "100"], real).lines);
    expect(overlaps.map((o) => [overlapTestLabel(o), o.package.name])).toEqual([["Lipid Profile", "Basic Health Checkup"]]);
  });

  it("counts a home-care package as a package: the tests it holds are flagged, and it is never flagged itself", () => {
    const { lines } = resolvePackage(["heart-check-at-home", "1", "2"], fixtureSources);
    expect(lines.map((line) => [line.kind, line.name, line.price, line.href])).toEqual([
      ["home-care-package", "Heart Check at Home", 1999, "/home-care"],
      ["test", "Complete Blood Count (CBC)", 299, "/test-details/1"],
      ["test", "Lipid Profile", 450, "/test-details/2"],
    ]);
    expect(findOverlaps(lines).map(overlapSavingText)).toEqual(["Already included in Heart Check at Home: remove and save ₹299"]);
  });

  it("matches the real content: Lipid Profile is part of Cardiac Care at Home (₹4,999)", () => {
    const real = realSources();
    const { lines, unknown } = resolvePackage(["cardiac-care-at-home", "2"], real);
    expect(unknown).toEqual([]);
    expect(lines.map((line) => [line.name, line.price, line.reportTime, line.fastingHours])).toEqual([
      ["Cardiac Care at Home", 4999, "24-48 hours", 12],
      ["Lipid Profile", 450, "24 hours", 12],
    ]);
    expect(findOverlaps(lines).map(overlapSavingText)).toEqual(["Already included in Cardiac Care at Home: remove and save ₹450"]);
  });
});

describe("the saving of removing what a package already includes", () => {
  it("flags each included item with its price, and totals the list with and without them", () => {
    // 450 + 1,499 + 299 + 899 + 650 + 700 = 4,497; the package holds the two lipid profiles and the CBC.
    const { lines } = resolvePackage(["2", "100", "1", "lipid-profile", "10", "vitamin-b12"], fixtureSources);
    expect(findOverlaps(lines).map(overlapSavingText)).toEqual([
      "Already included in Basic Health Checkup: remove and save ₹450",
      "Already included in Basic Health Checkup: remove and save ₹299",
      "Already included in Basic Health Checkup: remove and save ₹899",
    ]);
    expect(packageTotal(lines)).toBe(4497);
    expect(overlapSaving(lines)).toEqual({ saving: 1648, totalAfter: 2849 });
    expect(overlapSummaryText(lines)).toBe(
      "3 items on your list are already included in a package you chose. Removing them saves ₹1,648; each is marked below.",
    );
  });

  it("speaks of one item in the singular", () => {
    const { lines } = resolvePackage(["100", "2"], fixtureSources);
    expect(overlapSummaryText(lines)).toBe(
      "1 item on your list is already included in a package you chose. Removing it saves ₹450; it is marked below.",
    );
  });

  it("saves nothing when no package holds another item", () => {
    const { lines } = resolvePackage(["1", "2", "10"], fixtureSources);
    expect(overlapSaving(lines)).toEqual({ saving: 0, totalAfter: 1399 });
    expect(overlapSaving([])).toEqual({ saving: 0, totalAfter: 0 });
    expect(overlapSummaryText(lines)).toBeNull();
  });
});
