import { describe, expect, it } from "vitest";
import { fixtureRegistry } from "~/testing/catalogue-fixtures";
import { subcategoryFacts, testFacts } from "~/content/test-facts";
import { catalogue, resolveCatalogue, type CatalogueItem } from "./catalogue";
import { serviceCategories, type ServiceCategory, type SubcategoryTest } from "~/content/services";
import {
  adviceGroups,
  findOverlaps,
  listNotices,
  longestFasting,
  overlapSaving,
  overlapSavingText,
  overlapSummaryText,
  overlapTestLabel,
  ownPreparation,
  packageTotal,
  resolvePackage,
  sharedPreparation,
  type PackageSources,
} from "./my-package";
import { departmentTestEntries, itemPrices, packageSources } from "./my-package-sources";
import { homeCarePackageViews, resolveHomeCarePackage } from "./home-care-packages";

const review = { reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" } as const;
const offer = { specialty: "general", popular: false, specializations: [], review };
// Made-up facts (app/testing/catalogue-fixtures.ts) and made-up offers: the values below are the fixtures'.
const [cbc, lipid, thyroid, basic] = resolveCatalogue(
  [
    { ...offer, id: 1, type: "test", test: "cbc", name: "Complete Blood Count (CBC)", price: 299 },
    { ...offer, id: 2, type: "test", test: "lipid-profile", name: "Lipid Profile", price: 450 },
    { ...offer, id: 10, type: "test", test: "thyroid-function-test", name: "Thyroid Function Test", price: 650 },
    { ...offer, id: 100, type: "package", name: "Basic Health Checkup", price: 1499, description: "d", contents: ["cbc", "lipid-profile", "fasting-blood-sugar"] },
  ],
  fixtureRegistry,
) as [CatalogueItem, CatalogueItem, CatalogueItem, CatalogueItem];
const deptLipid = { id: "lipid-profile", name: "Lipid Profile", price: 899, ...subcategoryFacts("lipid-profile") } as SubcategoryTest;
const deptB12 = { id: "vitamin-b12", name: "Vitamin B12", price: 700, ...subcategoryFacts("vitamin-b12") } as SubcategoryTest;

// The two department tests sit in one made-up department, so their preparation comes from the fixtures too.
const department = { slug: "pathology", subcategories: [{ slug: "blood-tests", tests: [deptLipid, deptB12] }] } as unknown as ServiceCategory;
// A made-up home-care package of two fixture tests, priced with its home visit.
const heartAtHome = resolveHomeCarePackage(
  { id: "heart-check-at-home", title: "Heart Check at Home", tests: ["cbc", "resting-ecg"], visits: 1, price: 1999, bestFor: "b", popular: false },
  fixtureRegistry,
);
const sources: PackageSources = packageSources([cbc, lipid, thyroid, basic], [department], fixtureRegistry, [heartAtHome]);

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
  it("names the longest fasting and every item that needs it, with the medicine warning", () => {
    const { lines } = resolvePackage(["1", "100", "2"], sources);
    expect(longestFasting(lines)?.text).toBe("Fast for 12 hours before collection: needed for Basic Health Checkup and Lipid Profile");
    expect(longestFasting(lines, sources.texts.fastingWarning)?.warning).toMatch(/insulin or sugar-lowering tablets/);
    const { lines: two } = resolvePackage(["2", "lipid-profile"], sources);
    expect(longestFasting(two)?.names).toEqual(["Lipid Profile", "Lipid Profile"]);
    expect(longestFasting(resolvePackage(["1"], sources).lines)).toBeNull();
  });

  it("takes the longest of different fasts, naming only the items that need that long", () => {
    const [sugar] = resolveCatalogue(
      [{ ...offer, id: 20, type: "test", test: "fasting-blood-sugar", name: "Fasting Blood Sugar", price: 120 }],
      fixtureRegistry,
    );
    const withSugar = { ...sources, catalogue: [...sources.catalogue, sugar!] };
    // The fixtures: fasting blood sugar 8 hours, lipid profile 12; in either order, 12 wins.
    for (const ids of [["20", "2"], ["2", "20"]]) {
      const fasting = longestFasting(resolvePackage(ids, withSugar).lines);
      expect(fasting?.hours, ids.join()).toBe(12);
      expect(fasting?.names, ids.join()).toEqual(["Lipid Profile"]);
      expect(fasting?.text, ids.join()).toBe("Fast for 12 hours before collection: needed for Lipid Profile");
    }
    expect(longestFasting(resolvePackage(["20", "1"], withSugar).lines)?.text).toBe(
      "Fast for 8 hours before collection: needed for Fasting Blood Sugar",
    );
  });

  it("prepares a department test from its facts", () => {
    const [line] = resolvePackage(["lipid-profile"], sources).lines;
    expect(line?.fastingHours).toBe(12);
    expect(line?.preparation[0]).toBe("Fast for 12 hours before the sample: no food or drink other than plain water.");
  });

  it("says each shared advice once, with the items that need it", () => {
    const thyroidTwice = resolveCatalogue(
      [{ ...offer, id: 101, type: "package", name: "Thyroid Check", price: 999, description: "d", contents: ["thyroid-function-test", "cbc"] }],
      fixtureRegistry,
    );
    const groups = adviceGroups(resolvePackage(["1", "10", "101"], { ...sources, catalogue: [...sources.catalogue, ...thyroidTwice] }).lines, sources);
    expect(groups.map((g) => g.names)).toEqual([
      ["Thyroid Function Test", "Thyroid Check"],
      ["Thyroid Function Test", "Thyroid Check"],
    ]);
    expect(groups[0]?.text).toMatch(/thyroid tablet/);
    expect(groups[1]?.text).toMatch(/biotin/);
  });
});

describe("overlaps", () => {
  it("names a test that a chosen package holds, by its key (a test the package does not hold is not named)", () => {
    const overlaps = findOverlaps(resolvePackage(["2", "100", "1", "lipid-profile", "10", "vitamin-b12"], sources).lines);
    // Two Lipid Profiles (the find-test and the department price) are told apart by their price. The
    // thyroid test and vitamin B12 are not in the package.
    expect(overlaps.map((o) => [overlapTestLabel(o), o.package.name])).toEqual([
      ["Lipid Profile (₹450)", "Basic Health Checkup"],
      ["Complete Blood Count (CBC)", "Basic Health Checkup"],
      ["Lipid Profile (₹899)", "Basic Health Checkup"],
    ]);
  });

  it("finds none without a package", () => {
    expect(findOverlaps(resolvePackage(["1", "2"], sources).lines)).toEqual([]);
  });

  it("matches the real catalogue: Lipid Profile is part of Basic Health Checkup", () => {
    const real = packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews);
    const overlaps = findOverlaps(resolvePackage(["2", "100"], real).lines);
    expect(overlaps.map((o) => [overlapTestLabel(o), o.package.name])).toEqual([["Lipid Profile", "Basic Health Checkup"]]);
  });

  it("counts a home-care package as a package: the tests it holds are flagged, and it is never flagged itself", () => {
    const { lines } = resolvePackage(["heart-check-at-home", "1", "2"], sources);
    expect(lines.map((line) => [line.kind, line.name, line.price, line.href])).toEqual([
      ["home-care-package", "Heart Check at Home", 1999, "/home-care"],
      ["test", "Complete Blood Count (CBC)", 299, "/test-details/1"],
      ["test", "Lipid Profile", 450, "/test-details/2"],
    ]);
    expect(findOverlaps(lines).map(overlapSavingText)).toEqual(["Already included in Heart Check at Home: remove and save ₹299"]);
  });

  it("matches the real content: Lipid Profile is part of Cardiac Care at Home (₹4,999)", () => {
    const real = packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews);
    const { lines, unknown } = resolvePackage(["cardiac-care-at-home", "2"], real);
    expect(unknown).toEqual([]);
    expect(lines.map((line) => [line.name, line.price, line.reportTime, line.fastingHours])).toEqual([
      ["Cardiac Care at Home", 4999, "24-48 hours", 12],
      ["Lipid Profile", 450, "24 hours", 12],
    ]);
    expect(findOverlaps(lines).map(overlapSavingText)).toEqual(["Already included in Cardiac Care at Home: remove and save ₹450"]);
  });
});

describe("safety notices", () => {
  it("boxes the call-112 notices of every test on the list, each once (app/content/safety-notices.ts)", () => {
    const real = packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews);
    // Cardiac Care at Home holds the ECG (chest pain) and the Holter (palpitations); the Lipid Profile none.
    const { lines } = resolvePackage(["2", "cardiac-care-at-home"], real);
    expect(listNotices(lines, real).map((n) => [n.kind, n.title])).toEqual([
      ["emergency", "Chest pain now? Call 112."],
      ["emergency", "Palpitations with chest pain, fainting or breathlessness? Call 112."],
    ]);
    expect(listNotices(resolvePackage(["2", "1"], real).lines, real)).toEqual([]);
  });
});

describe("the saving of removing what a package already includes", () => {
  it("flags each included item with its price, and totals the list with and without them", () => {
    // 450 + 1,499 + 299 + 899 + 650 + 700 = 4,497; the package holds the two lipid profiles and the CBC.
    const { lines } = resolvePackage(["2", "100", "1", "lipid-profile", "10", "vitamin-b12"], sources);
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
    const { lines } = resolvePackage(["100", "2"], sources);
    expect(overlapSummaryText(lines)).toBe("1 item on your list is already included in a package you chose. Removing it saves ₹450; it is marked below.");
  });

  it("saves nothing when no package holds another item", () => {
    const { lines } = resolvePackage(["1", "2", "10"], sources);
    expect(overlapSaving(lines)).toEqual({ saving: 0, totalAfter: 1399 });
    expect(overlapSaving([])).toEqual({ saving: 0, totalAfter: 0 });
    expect(overlapSummaryText(lines)).toBeNull();
  });
});

describe("each item's preparation, once", () => {
  it("leaves the fasting warning and the shared advice to the list's Preparation section", () => {
    const { lines } = resolvePackage(["2", "100", "10"], sources);
    const shared = sharedPreparation(lines, sources);
    expect([...shared]).toEqual([
      "If you take a thyroid tablet, take it after the sample, not before.",
      "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first.",
      "Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise. If you take insulin or sugar-lowering tablets, ask your doctor beforehand how to adjust them for the fast. Usually the morning dose waits until after the fasting sample and is then taken with breakfast. If you feel shaky, sweaty, confused or faint while fasting, eat or drink something sugary at once and tell us; we will rebook the test. A child fasts only as long as their doctor advises: never fast a baby, or a child with diabetes, without the doctor's advice.",
    ]);
    expect(lines.map((line) => ownPreparation(line, shared))).toEqual([
      ["Fast for 12 hours before the sample: no food or drink other than plain water."],
      ["Fast for 12 hours before the sample: no food or drink other than plain water."],
      ["No fasting needed. Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise."],
    ]);
  });

  it("keeps every step on the item when nothing is shared", () => {
    const { lines } = resolvePackage(["1"], sources);
    expect(ownPreparation(lines[0]!, sharedPreparation(lines, sources))).toEqual(lines[0]!.preparation);
  });
});

describe("item prices", () => {
  it("lists every catalogue item by its number and every department test by its id, at its own price", () => {
    expect(itemPrices([cbc, lipid], [department], [heartAtHome])).toEqual({
      "1": 299,
      "2": 450,
      "lipid-profile": 899,
      "vitamin-b12": 700,
      "heart-check-at-home": 1999,
    });
  });
});

describe("item ids across content", () => {
  it("department test ids are unique and never digits only, so they cannot collide with catalogue ids", () => {
    const ids = departmentTestEntries(serviceCategories, testFacts).map((e) => e.test.id);
    expect(ids.length).toBeGreaterThan(30);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of ids) expect(id).toMatch(/[a-z]/);
  });
  it("home-care package ids contain a letter and are no department test's id", () => {
    const packageIds = homeCarePackageViews.map((pack) => pack.id);
    expect(packageIds).toEqual(["senior-citizen-home-check", "cardiac-care-at-home", "sleep-apnoea-home-study", "respiratory-care-at-home"]);
    const departmentIds = new Set<string>(departmentTestEntries(serviceCategories, testFacts).map((e) => e.test.id));
    for (const id of packageIds) expect(departmentIds.has(id), id).toBe(false);
    for (const id of packageIds) expect(id).toMatch(/[a-z]/);
  });
});
