import { describe, expect, it } from "vitest";
import { fixtureOffer, fixtureRegistry } from "#app/testing/catalogue-fixtures.ts";
import { catalogue } from "./catalogue.ts";
import { catalogueCard, findCatalogueItem, packageParameterCount, resolvePackage, resolveTest } from "./catalogue.ts";

describe("findCatalogueItem", () => {
  const firstTest = catalogue.find((item) => item.type === "test")!;
  const firstPackage = catalogue.find((item) => item.type === "package")!;

  it("finds an item of the kind asked for by its exact decimal id", () => {
    expect(findCatalogueItem(catalogue, "test", String(firstTest.id))).toBe(firstTest);
    expect(findCatalogueItem(catalogue, "package", String(firstPackage.id))).toBe(firstPackage);
  });

  it("does not find an item of the other kind, or an id written any other way", () => {
    expect(findCatalogueItem(catalogue, "package", String(firstTest.id))).toBeUndefined();
    const id = firstTest.id;
    for (const bad of [undefined, "", "0", `0${id}`, `${id}.0`, "1e0", ` ${id}`, "abc", "-1", "9".repeat(5000)]) {
      expect(findCatalogueItem(catalogue, "test", bad), String(bad)).toBeUndefined();
    }
  });
});

describe("resolving an entry against the test facts", () => {
  const offer = { ...fixtureOffer, name: "x", price: 100 };

  it("gives a test its facts and its own offer", () => {
    const item = resolveTest({ ...offer, id: 1, type: "test", test: "cbc", name: "CBC test" }, fixtureRegistry);
    expect(item).toMatchObject({
      name: "CBC test",
      category: "pathology",
      sample: "Blood (serum)",
      reportTime: "6 hours",
      fastingHours: null,
      includes: ["Hb", "TLC", "Platelets", "MCV"],
      parameterCount: 4,
      tests: ["cbc"],
      homeCollection: true,
      safety: [],
    });
    expect(item.facts.fastingNote).toBeUndefined();
  });

  it("carries an untranslated name and untranslated facts to the page and the card, and nothing when translated", () => {
    const registry = { ...fixtureRegistry, cbc: { ...fixtureRegistry.cbc, untranslated: true as const } };
    const item = resolveTest({ ...offer, id: 1001, type: "test", test: "cbc", name: "CBC test", untranslated: true }, registry);
    expect(item).toMatchObject({ name: "CBC test", untranslated: true, factsUntranslated: true });
    expect(catalogueCard(item)).toMatchObject({ id: 1001, name: "CBC test", untranslated: true });
    const translated = resolveTest({ ...offer, id: 1, type: "test", test: "cbc", name: "सीबीसी (CBC)" }, fixtureRegistry);
    expect(translated.untranslated).toBeUndefined();
    expect(translated.factsUntranslated).toBeUndefined();
    expect("untranslated" in catalogueCard(translated)).toBe(false);
  });

  it("derives a package from its tests: slowest report, longest fast, kinds of sample, notices, panels and count", () => {
    const pkg = resolvePackage(
      {
        ...offer,
        id: 100,
        type: "package",
        description: "d",
        notices: ["fever"],
        contents: ["cbc", { panel: "Heart", tests: ["lipid-profile", "resting-ecg"] }, "urine-culture"],
      },
      fixtureRegistry,
    );
    expect(pkg.reportTime).toBe("2-3 days");
    expect(pkg.fastingHours).toBe(12);
    // A card that shows the fast carries the one-line medicine warning (docs/content-review.md, rule 5).
    expect(pkg.facts.fastingNote).toBe("On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.");
    expect(pkg.sample).toBe("Blood, Urine & ECG");
    expect(pkg.safety.map((n) => n.title)).toEqual(["Chest pain now? Call 112.", "Fever: when to get help straight away"]);
    expect(pkg.includes).toEqual([
      { panel: "CBC", tests: ["Hb", "TLC", "Platelets", "MCV"] },
      { panel: "Heart", tests: ["Lipid profile", "Resting ECG"], count: 6 },
      "Urine culture",
    ]);
    // CBC 4 + lipid 3 + ECG 3 (the three lines its page lists) + culture 1
    expect(pkg.parameterCount).toBe(11);
    expect(pkg.accreditation).toEqual({ covered: "some", outside: ["Resting ECG"] });
    expect(pkg.collection.lines).toHaveLength(2);
  });

  it("counts a choice of tests once", () => {
    const entry = {
      ...offer,
      id: 114,
      type: "package" as const,
      description: "d",
      contents: [{ panel: "One of", tests: ["cbc", "lipid-profile"] as ("cbc" | "lipid-profile")[], chooseOne: true as const }],
    };
    expect(packageParameterCount(entry, fixtureRegistry)).toBe(4);
    expect(resolvePackage(entry, fixtureRegistry).includes).toEqual([{ panel: "One of", tests: ["CBC", "Lipid profile"], count: 4 }]);
  });
});

/**
 * The real catalogue, checked against values read by hand from content/test-facts.ts and
 * content/catalogue.ts (docs/content-review.md): a package is never quicker, never asks for less
 * fasting and never claims more home collection than its tests allow.
 */
describe("the catalogue as the pages show it", () => {
  const byId = (id: number) => catalogue.find((item) => item.id === id)!;

  it("reports packages no sooner than their slowest test", () => {
    expect(byId(303).reportTime).toBe("2-3 days"); // urine culture
    expect(byId(112).reportTime).toBe("5-7 days"); // blood culture
    expect(byId(112).reportTimeDetail).toBe("Blood culture takes 5-7 days; the other results come within 24 hours.");
    expect(byId(107).reportTime).toBe("24-48 hours"); // vitamin B12 and folate
    expect(byId(100).reportTime).toBe("24 hours");
  });

  it("asks packages for the fasting their tests need, and none where no test needs it", () => {
    expect(byId(100).fastingHours).toBe(12); // lipid profile
    expect(byId(304).fastingHours).toBe(8); // fasting blood sugar only
    expect(byId(304).preparation[0]).toBe(
      "Fast for at least 8 hours (and no more than 12) before the sample: no food or drink other than plain water.",
    );
    expect(byId(113).fastingHours).toBeNull();
    expect(byId(107).fastingHours).toBe(8); // folate: a meal raises it, so it is taken fasting
    // A pet's fast (sedation) carries no medicine rule for people: the pet hip X-ray (1066) alone.
    const pets = catalogue.filter((item) => item.fastingHours !== null && item.name.startsWith("Pet "));
    expect(pets.map((item) => item.id)).toEqual([1066]);
    const fasting = catalogue.filter((item) => item.fastingHours !== null && !pets.includes(item));
    expect(fasting.length).toBeGreaterThanOrEqual(2); // 100 and 304 above
    for (const item of fasting) expect(item.preparation.join(" "), item.name).toMatch(/insulin or sugar-lowering tablets/);
  });

  it("says where each can be done from what its tests are", () => {
    expect(byId(1).collection.lines).toEqual(["Free home sample collection, or at any centre"]);
    expect(byId(4).collection.lines).toEqual(["At a centre, or at home on a paid home visit"]);
    expect(byId(8).collection.lines).toEqual(["At our Green Park centre only"]); // the sleep lab
    expect(byId(8).homeCollection).toBe(false);
    expect(byId(102).collection.lines).toEqual([
      "Blood samples: collected free at home, or at any centre",
      "Resting ECG: at a centre, or at home on a paid home visit",
    ]);
  });

  it("claims the accreditation only for the tests its scope covers", () => {
    for (const id of [4, 5, 6, 7, 8, 9]) expect(byId(id).accreditation.covered, String(id)).toBe("none");
    for (const id of [1, 2, 10, 15]) expect(byId(id).accreditation.covered, String(id)).toBe("all");
    // Laboratory tests that content/en/accreditation-scope.json does not list (read by hand): urine
    // routine (3), an allergy panel (1088), semen analysis (1341). Their section decides nothing.
    for (const id of [3, 1088, 1341]) expect(byId(id).accreditation.covered, String(id)).toBe("none");
    expect(byId(106).accreditation).toEqual({ covered: "some", outside: ["Resting ECG", "Urine routine & microscopy"] });
  });

  it("counts parameters from the tests' lists", () => {
    expect(byId(108).parameterCount).toBe(7); // T3, T4, TSH, free T3, free T4, anti-TPO, anti-Tg
    expect(byId(100).parameterCount).toBe(74); // CBC 24, lipid 8, LFT 11, KFT 9, FBS 1, TSH 1, urine 20
    expect(byId(117).parameterCount).toBe(62); // total IgE, eosinophils, 30 inhalant and 30 food allergens
    expect(byId(119).parameterCount).toBe(3);
    expect(byId(1).parameterCount).toBe(24);
  });

  it("boxes the emergencies its tests must not be booked for", () => {
    expect(byId(4).safety[0]).toMatchObject({ kind: "emergency", title: "Chest pain now? Call 112." });
    expect(byId(12).safety[0]?.text).toMatch(/112/);
    expect(byId(102).safety.map((n) => n.kind)).toContain("emergency");
    expect(byId(112).safety[0]?.text).toMatch(/paracetamol only/);
    expect(byId(112).safety[0]?.text).toMatch(/baby under 3 months/);
    expect(byId(2).safety).toEqual([]);
  });

  it("files a blood test under pathology whoever asks for it", () => {
    expect(byId(12).category).toBe("pathology");
    expect(byId(14).specialty).toBe("endocrinology");
    expect(byId(13).specialty).toBe("urology");
    expect(byId(6).category).toBe("pulmonology");
  });
});
