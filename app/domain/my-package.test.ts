import { describe, expect, it } from "vitest";
import { fixtureRegistry } from "~/testing/catalogue-fixtures";
import { subcategoryFacts, testFacts } from "~/content/test-facts";
import { catalogue, resolveCatalogue, type CatalogueItem } from "./catalogue";
import { serviceCategories, type ServiceCategory, type SubcategoryTest } from "~/content/services";
import {
  findOverlaps,
  listNotices,
  longestFasting,
  overlapSaving,
  overlapSavingText,
  overlapSummaryText,
  overlapTestLabel,
  packageTotal,
  preparationPlan,
  resolvePackage,
  type PackageSources,
} from "./my-package";
import { departmentTestEntries, packageSources } from "./my-package-sources";
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
    expect(longestFasting(lines, sources.fastingWarning)?.warning).toMatch(/insulin or sugar-lowering tablets/);
    const { lines: two } = resolvePackage(["2", "lipid-profile"], sources);
    expect(longestFasting(two)?.names).toEqual(["Lipid Profile", "Lipid Profile"]);
    expect(longestFasting(resolvePackage(["1"], sources).lines)).toBeNull();
  });

  it("takes the longest of different fasts, naming only the items that need that long", () => {
    const [sugar] = resolveCatalogue(
      [{ ...offer, id: 20, type: "test", test: "fasting-blood-sugar", name: "Fasting Blood Sugar", price: 120 }],
      fixtureRegistry,
    );
    const withSugar = packageSources([cbc, lipid, thyroid, basic, sugar!], [department], fixtureRegistry, [heartAtHome]);
    // The fixtures: fasting blood sugar at least 8 hours and no more than 12, lipid profile 12; in either
    // order, 12 wins, within the sugar's limit.
    for (const ids of [["20", "2"], ["2", "20"]]) {
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
    const [line] = resolvePackage(["lipid-profile"], sources).lines;
    expect(line?.fastingHours).toBe(12);
    expect(line?.fastingLimit).toBeNull();
    expect(line?.fastingStep).toBe("Fast for 12 hours before the sample: no food or drink other than plain water.");
    // The medicine rule and insulin warning are the list's, said once.
    expect(line?.steps).toEqual([]);
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

describe("the list's preparation, once", () => {
  const MEDICINES =
    "Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise.";
  const INSULIN =
    "If you take insulin or sugar-lowering tablets, ask your doctor beforehand how to adjust them for the fast. Usually the morning dose waits until after the fasting sample and is then taken with breakfast. If you feel shaky, sweaty, confused or faint while fasting, eat or drink something sugary at once and tell us; we will rebook the test.";
  const CHILD_FASTING = "A child fasts only as long as their doctor advises: never fast a baby, or a child with diabetes, without the doctor's advice.";
  const THYROID = "If you take a thyroid tablet, take it after the sample, not before.";
  const BIOTIN =
    "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first.";

  it("gives the longest fast with the medicine rule once, and every other sentence once with its items", () => {
    const thyroidCheck = resolveCatalogue(
      [{ ...offer, id: 101, type: "package", name: "Thyroid Check", price: 999, description: "d", contents: ["thyroid-function-test", "cbc"] }],
      fixtureRegistry,
    );
    const withThyroid = packageSources([cbc, lipid, thyroid, basic, ...thyroidCheck], [department], fixtureRegistry, [heartAtHome]);
    const { lines } = resolvePackage(["2", "100", "10", "101", "1"], withThyroid);
    const plan = preparationPlan(lines, withThyroid.fastingWarning);
    expect(plan.fasting?.text).toBe("Fast for 12 hours before collection: needed for Lipid Profile and Basic Health Checkup");
    expect(plan.fasting?.warning).toBe(`${MEDICINES} ${INSULIN} ${CHILD_FASTING}`);
    expect(plan.shorterFasts).toEqual([]);
    // The fasts are the note's; the items that need none say so on their cards ("No fasting").
    expect(plan.steps).toEqual([
      { text: THYROID, names: ["Thyroid Function Test", "Thyroid Check"] },
      { text: BIOTIN, names: ["Thyroid Function Test", "Thyroid Check"] },
    ]);
  });

  it("names a shorter fast apart, and gives each test's own instructions once with every item that holds it", () => {
    const [sugar, urine] = resolveCatalogue(
      [
        { ...offer, id: 20, type: "test", test: "fasting-blood-sugar", name: "Fasting Blood Sugar", price: 120 },
        { ...offer, id: 21, type: "test", test: "urine-culture", name: "Urine Culture", price: 600 },
      ],
      fixtureRegistry,
    );
    const more = packageSources([lipid, sugar!, urine!], [department], fixtureRegistry, []);
    const { lines } = resolvePackage(["21", "20", "2"], more);
    const plan = preparationPlan(lines, more.fastingWarning);
    expect(plan.fasting?.text).toBe("Fast for 12 hours before collection: needed for Lipid Profile");
    expect(plan.shorterFasts).toEqual(["Fasting Blood Sugar"]);
    expect(plan.steps).toEqual([{ text: "Hand it over within 1 hour.", names: ["Urine Culture"] }]);
  });

  it("without a fast, gives each item's no-fasting sentence once, and no fasting note", () => {
    const { lines } = resolvePackage(["1", "vitamin-b12", "heart-check-at-home"], sources);
    const plan = preparationPlan(lines, sources.fastingWarning);
    expect(plan.fasting).toBeNull();
    expect(plan.steps).toEqual([{ text: `No fasting needed. ${MEDICINES}`, names: ["Complete Blood Count (CBC)", "Vitamin B12", "Heart Check at Home"] }]);
  });

  it("keeps a pet's fast and its own warning with the pet's item, out of the people's fasting note", () => {
    const real = packageSources(catalogue, serviceCategories, testFacts, homeCarePackageViews);
    const { lines } = resolvePackage(["pet-hip-xray", "2"], real);
    const plan = preparationPlan(lines, real.fastingWarning);
    expect(plan.fasting?.names).toEqual(["Lipid Profile"]);
    const pet = lines[0]!.name;
    const petSteps = plan.steps.filter((step) => step.names.includes(pet)).map((step) => step.text);
    expect(petSteps[0]).toBe("No food for 8 hours before; water is allowed.");
    expect(petSteps.join(" ")).not.toContain("insulin");
    expect(petSteps).toContain("The fast is in case your vet decides on light sedation, which a vet gives at the centre.");
  });
});

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
    expect(packageIds).toEqual(["senior-citizen-home-check", "cardiac-care-at-home", "sleep-apnoea-home-study", "respiratory-care-at-home"]);
    const departmentIds = new Set<string>(departmentTestEntries(serviceCategories).map((e) => e.test.id));
    for (const id of packageIds) expect(departmentIds.has(id), id).toBe(false);
    for (const id of packageIds) expect(id).toMatch(/[a-z]/);
  });
});
