import { describe, expect, it } from "vitest";
import { fixtureOffer, fixtureRegistry } from "#app/testing/catalogue-fixtures.ts";
import { basic, cbc, department, fixtureSources, heartAtHome, lipid, realSources, thyroid } from "#app/testing/my-package-fixtures.ts";
import { resolveCatalogue } from "./catalogue.ts";
import { packageSources } from "./my-package-sources.ts";
import { preparationPlan, resolvePackage } from "./my-package.ts";

describe("the list's preparation, once", () => {
  const MEDICINES =
    "Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise.";
  const INSULIN =
    "If you take insulin or sugar-lowering tablets, ask your doctor beforehand how to adjust them for the fast. Usually the morning dose waits until after the fasting sample and is then taken with breakfast. If you feel shaky, sweaty, confused or faint while fasting, eat or drink something sugary at once and tell us; we will rebook the test.";
  const CHILD_FASTING =
    "A child fasts only as long as their doctor advises: never fast a baby, or a child with diabetes, without the doctor's advice.";
  const THYROID = "If you take a thyroid tablet, take it after the sample, not before.";
  const BIOTIN =
    "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first.";

  it("gives the longest fast with the medicine rule once, and every other sentence once with its items", () => {
    const thyroidCheck = resolveCatalogue(
      [
        {
          ...fixtureOffer,
          id: 101,
          type: "package",
          name: "Thyroid Check",
          price: 999,
          description: "d",
          contents: ["thyroid-function-test", "cbc"],
        },
      ],
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
        { ...fixtureOffer, id: 20, type: "test", test: "fasting-blood-sugar", name: "Fasting Blood Sugar", price: 120 },
        { ...fixtureOffer, id: 21, type: "test", test: "urine-culture", name: "Urine Culture", price: 600 },
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
    const { lines } = resolvePackage(["1", "vitamin-b12", "heart-check-at-home"], fixtureSources);
    const plan = preparationPlan(lines, fixtureSources.fastingWarning);
    expect(plan.fasting).toBeNull();
    expect(plan.steps).toEqual([
      { text: `No fasting needed. ${MEDICINES}`, names: ["Complete Blood Count (CBC)", "Vitamin B12", "Heart Check at Home"] },
    ]);
  });

  it("keeps a pet's fast and its own warning with the pet's item, out of the people's fasting note", () => {
    const real = realSources();
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
