import { describe, expect, it } from "vitest";
import { fixtureFacts, fixtureRegistry as r } from "#app/testing/catalogue-fixtures.ts";
import {
  accreditationCoverage,
  collectionOf,
  fastingOf,
  itemFactsOf,
  parametersOf,
  preparationSteps,
  reportHours,
  reportTimeOf,
  sampleOf,
} from "./test-facts.ts";
import { joinList } from "./text.ts";

describe("fasting", () => {
  it("is the longest fast of the tests, with the tightest upper limit", () => {
    expect(fastingOf([r.cbc])).toBeNull();
    expect(fastingOf([r["fasting-blood-sugar"]])).toEqual({ hours: 8, maxHours: 12 });
    expect(fastingOf([r["fasting-blood-sugar"], r["lipid-profile"]])).toEqual({ hours: 12 });
  });

  it("refuses tests whose fasts cannot both be kept", () => {
    const shortLimit = fixtureFacts({ label: "x", fastingHours: 6, fastingMaxHours: 8 });
    expect(() => fastingOf([shortLimit, r["lipid-profile"]])).toThrow(/12 hours.*no more than 8/);
  });
});

describe("preparation", () => {
  it("says how long to fast, with the medicine rule and the insulin warning, then each shared advice once", () => {
    const steps = preparationSteps([r["lipid-profile"], r["thyroid-function-test"], r["fasting-blood-sugar"]]);
    expect(steps[0]).toBe("Fast for 12 hours before the sample: no food or drink other than plain water.");
    expect(steps[1]).toMatch(/^Keep taking your usual medicines/);
    expect(steps[1]).toMatch(/insulin or sugar-lowering tablets/);
    expect(steps.filter((s) => /biotin/.test(s))).toHaveLength(1);
    expect(steps.filter((s) => /thyroid tablet/.test(s))).toHaveLength(1);
    expect(steps).toHaveLength(4);
  });

  it("keeps an upper limit, says 'no fasting' for a lab test that needs none, and names whose instruction it is", () => {
    expect(preparationSteps([r["fasting-blood-sugar"]])[0]).toBe(
      "Fast for at least 8 hours (and no more than 12) before the sample: no food or drink other than plain water.",
    );
    expect(preparationSteps([r.cbc])[0]).toMatch(/^No fasting needed\. Keep taking your usual medicines/);
    expect(preparationSteps([r["urine-culture"]])).toContain("Hand it over within 1 hour.");
    expect(preparationSteps([r.cbc, r["urine-culture"]])).toContain("Urine culture: Hand it over within 1 hour.");
    expect(preparationSteps([r["resting-ecg"]])).toEqual(["No fasting needed."]);
  });

  it("speaks to a pet's owner about a pet's fast", () => {
    const pet = fixtureFacts({ label: "Pet hip X-ray", subject: "pet", sampleKind: "imaging", fastingHours: 8 });
    const steps = preparationSteps([pet]);
    expect(steps[0]).toBe("No food for 8 hours before; water is allowed.");
    expect(steps[1]).toMatch(/ask your vet/);
    expect(steps.join(" ")).not.toMatch(/insulin or sugar-lowering tablets/);
  });
});

describe("report time", () => {
  it("reads each form of report time as hours", () => {
    expect(reportHours("30 minutes")).toBe(0.5);
    expect(reportHours("6 hours")).toBe(6);
    expect(reportHours("Same day")).toBe(12);
    expect(reportHours("24-48 hours")).toBe(48);
    expect(reportHours("2-3 days")).toBe(72);
    expect(reportHours("5-7 days")).toBe(168);
    expect(() => reportHours("soon")).toThrow(/Unreadable/);
  });

  it("is the slowest test's, and names it when a few slow tests hold up the rest", () => {
    expect(reportTimeOf([r.cbc])).toEqual({ time: "6 hours" });
    expect(reportTimeOf([r.cbc, r["lipid-profile"], r["thyroid-function-test"], r["urine-culture"]])).toEqual({
      time: "2-3 days",
      detail: "Urine culture takes 2-3 days; the other results come within 24 hours.",
    });
    // Half or more of the tests are the slowest: the time alone says it.
    expect(reportTimeOf([r.cbc, r["lipid-profile"]])).toEqual({ time: "24 hours" });
  });
});

describe("sample, place and accreditation", () => {
  it("gives one test's sample as written, and several tests' kinds in order", () => {
    expect(sampleOf([r["urine-culture"]])).toBe("Urine (sterile container)");
    expect(sampleOf([r["resting-ecg"], r["urine-culture"], r.cbc])).toBe("Blood, Urine & ECG");
  });

  it("says where each test can be done, from what the test is", () => {
    expect(collectionOf([r.cbc]).lines).toEqual(["Free home sample collection, or at any centre"]);
    expect(collectionOf([r["resting-ecg"]]).lines).toEqual(["At a centre, or at home on a paid home visit"]);
    expect(collectionOf([r.polysomnography])).toEqual({
      atHome: false,
      freeHomeSample: false,
      lines: ["At our centres only"],
      place: "Centre only",
    });
    expect(collectionOf([r.cbc, r["urine-culture"], r["resting-ecg"]])).toEqual({
      atHome: true,
      freeHomeSample: false,
      lines: [
        "Blood and urine samples: collected free at home, or at any centre",
        "Resting ECG: at a centre, or at home on a paid home visit",
      ],
      place: "Home collection, part on a paid visit",
    });
  });

  it("says the same in a few words for a card", () => {
    expect(collectionOf([r.cbc]).place).toBe("Free home collection");
    expect(collectionOf([r["resting-ecg"]]).place).toBe("Paid home visit or centre");
    expect(collectionOf([r.cbc, r.polysomnography]).place).toBe("Centre only");
  });

  it("names the centres that list a centre-only test's service", () => {
    const study = fixtureFacts({ label: "Sleep study", collection: "centre", centreService: "Sleep Lab" });
    const centres = [
      { name: "Green Park (Head Centre)", services: ["Pathology", "Sleep Lab"] },
      { name: "Dwarka", services: ["Pathology"] },
      { name: "Jammu", services: ["Sleep Lab"] },
    ];
    expect(collectionOf([study], centres).lines).toEqual(["At our Green Park and Jammu centres only"]);
    expect(collectionOf([study], centres).place).toBe("Green Park and Jammu centres only");
    expect(collectionOf([study], centres.slice(0, 1)).place).toBe("Green Park centre only");
    expect(collectionOf([study], centres.slice(1, 2)).lines).toEqual(["At our centres only"]);
    expect(collectionOf([study], centres.slice(1, 2)).place).toBe("Centre only");
    // Three centres or more: a card says "Centre only" and the details page names them.
    const three = [...centres, { name: "Rohini", services: ["Sleep Lab"] }];
    expect(collectionOf([study], three).place).toBe("Centre only");
    expect(collectionOf([r.cbc, study], centres).lines).toEqual([
      "Blood samples: collected free at home, or at any centre",
      "Sleep study: at our Green Park and Jammu centres only",
    ]);
  });

  it("gives a card its report time, fast with its medicine warning, and place, from the tests", () => {
    expect(itemFactsOf([r.cbc])).toEqual({ reportTime: r.cbc.reportTime, fastingHours: null, place: "Free home collection", atHome: true });
    const checkup = itemFactsOf([r.cbc, r["lipid-profile"], r["fasting-blood-sugar"]]);
    expect(checkup.fastingHours).toBe(12);
    expect(checkup.fastingNote).toMatch(/insulin/);
    const pet = fixtureFacts({ label: "Pet hip X-ray", subject: "pet", fastingHours: 8 });
    expect(itemFactsOf([pet]).fastingNote).toMatch(/vet/);
    expect(itemFactsOf([pet]).fastingNote).not.toMatch(/insulin/);
  });

  it("covers only the tests the scope lists by key, whatever their section", () => {
    // A scope copied from a certificate, written here by hand: the CBC, not the lipid profile, though
    // both are laboratory tests of sections a scope can cover.
    const scope = ["cbc", "fasting-blood-sugar"] as const;
    expect(accreditationCoverage(["cbc", "fasting-blood-sugar"], r, scope)).toEqual({ covered: "all", outside: [] });
    expect(accreditationCoverage(["cbc", "lipid-profile"], r, scope)).toEqual({ covered: "some", outside: ["Lipid profile"] });
    expect(accreditationCoverage(["cbc", "lipid-profile", "resting-ecg"], r, scope)).toEqual({
      covered: "some",
      outside: ["Lipid profile", "Resting ECG"],
    });
    expect(accreditationCoverage(["lipid-profile"], r, scope)).toEqual({ covered: "none", outside: ["Lipid profile"] });
    expect(accreditationCoverage(["polysomnography"], r, scope)).toEqual({ covered: "none", outside: ["Sleep study"] });
  });

  it("counts what a test's page lists, a recording's measurements too", () => {
    expect(parametersOf(r.cbc)).toBe(4);
    expect(parametersOf(r["resting-ecg"])).toBe(3);
    expect(parametersOf(fixtureFacts({ label: "Allergens", parameters: ["Mites", "Pollen"], parameterCount: 30 }))).toBe(30);
  });
});

describe("joinList", () => {
  it("joins with commas and a last 'and' (or '&')", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["a"])).toBe("a");
    expect(joinList(["a", "b"])).toBe("a and b");
    expect(joinList(["a", "b", "c"], "&")).toBe("a, b & c");
  });
});
