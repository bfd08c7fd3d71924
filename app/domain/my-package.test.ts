import { describe, expect, it } from "vitest";
import { fixtureOffer, fixtureRegistry } from "#app/testing/catalogue-fixtures.ts";
import { basic, cbc, department, fixtureSources, heartAtHome, lipid, realSources, thyroid } from "#app/testing/my-package-fixtures.ts";
import { resolveCatalogue } from "./catalogue.ts";
import { packageSources } from "./my-package-sources.ts";
import { listNotices, longestFasting, packageTotal, resolvePackage } from "./my-package.ts";

// The list itself: its lines and total, its longest fast, its call-112 notices. What a package already
// includes: my-package.overlaps.test.ts; the preparation said once: my-package.preparation.test.ts.

describe("resolvePackage", () => {
  it("takes names and prices from content, in list order, and sets unknown ids apart", () => {
    const { lines, unknown } = resolvePackage(["100", "lipid-profile", "999", "nope", "2"], fixtureSources);
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
    expect(packageTotal(resolvePackage(["1", "2", "lipid-profile"], fixtureSources).lines)).toBe(299 + 450 + 899);
    expect(packageTotal([])).toBe(0);
  });
});

describe("fasting", () => {
  it("names the longest fasting and every item that needs it, with the medicine warning", () => {
    const { lines } = resolvePackage(["1", "100", "2"], fixtureSources);
    expect(longestFasting(lines)?.text).toBe("Fast for 12 hours before collection: needed for Basic Health Checkup and Lipid Profile");
    expect(longestFasting(lines, fixtureSources.fastingWarning)?.warning).toMatch(/insulin or sugar-lowering tablets/);
    const { lines: two } = resolvePackage(["2", "lipid-profile"], fixtureSources);
    expect(longestFasting(two)?.names).toEqual(["Lipid Profile", "Lipid Profile"]);
    expect(longestFasting(resolvePackage(["1"], fixtureSources).lines)).toBeNull();
  });

  it("takes the longest of different fasts, naming only the items that need that long", () => {
    const [sugar] = resolveCatalogue(
      [{ ...fixtureOffer, id: 20, type: "test", test: "fasting-blood-sugar", name: "Fasting Blood Sugar", price: 120 }],
      fixtureRegistry,
    );
    const withSugar = packageSources([cbc, lipid, thyroid, basic, sugar!], [department], fixtureRegistry, [heartAtHome]);
    // The fixtures: fasting blood sugar at least 8 hours and no more than 12, lipid profile 12; in either
    // order, 12 wins, within the sugar's limit.
    for (const ids of [
      ["20", "2"],
      ["2", "20"],
    ]) {
      const fasting = longestFasting(resolvePackage(ids, withSugar).lines);
      expect(fasting?.hours, ids.join()).toBe(12);
      expect(fasting?.names, ids.join()).toEqual(["Lipid Profile"]);
      expect(fasting?.text, ids.join()).toBe("Fast for 12 hours before collection: needed for Lipid Profile");
    }
    // Alone, the sugar's fast says its limit.
    expect(longestFasting(resolvePackage(["20", "1"], withSugar).lines)?.text).toBe(
      "Fast for at least 8 hours (and no more than 12) before collection: needed for Fasting Blood Sugar",
    );
  });

  it("prepares a department test from its facts", () => {
    const [line] = resolvePackage(["lipid-profile"], fixtureSources).lines;
    expect(line?.fastingHours).toBe(12);
    expect(line?.fastingLimit).toBeNull();
    expect(line?.fastingStep).toBe("Fast for 12 hours before the sample: no food or drink other than plain water.");
    // The medicine rule and insulin warning are the list's, said once.
    expect(line?.steps).toEqual([]);
  });
});

describe("safety notices", () => {
  it("boxes the call-112 notices of every test on the list, each once (content/safety-notices.ts)", () => {
    const real = realSources();
    // Cardiac Care at Home holds the ECG (chest pain) and the Holter (palpitations); the Lipid Profile none.
    const { lines } = resolvePackage(["2", "cardiac-care-at-home"], real);
    expect(listNotices(lines, real).map((n) => [n.kind, n.title])).toEqual([
      ["emergency", "Chest pain now? Call 112."],
      ["emergency", "Palpitations with chest pain, fainting or breathlessness? Call 112."],
    ]);
    expect(listNotices(resolvePackage(["2", "1"], real).lines, real)).toEqual([]);
  });

  it("boxes the red flags of tests sold for an acute symptom (docs/content-review.md, rule 21)", () => {
    const real = realSources();
    // Urine Ketones (high sugar), Direct Coombs (newborn jaundice), Serum Lithium and D-dimer (a swollen leg).
    const { lines } = resolvePackage(["1220", "1232", "1243", "1223"], real);
    expect(listNotices(lines, real).map((n) => n.title)).toEqual([
      "High sugar with vomiting or drowsiness? Call 112.",
      "A yellow newborn baby? Get help now.",
      "On lithium and vomiting, shaky or confused? Call 112.",
      "Struggling to breathe? Call 112.",
      "Chest pain now? Call 112.",
      "A swollen, painful leg? See a doctor today.",
    ]);
  });
});
