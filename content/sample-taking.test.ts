import { describe, expect, it } from "vitest";
import { beforeTestSteps, sampleTakingSteps } from "./sample-taking.ts";
import type { TestFacts } from "./test-facts.ts";

// Facts of its own, so every expected line is written here.
const facts = (over: Partial<TestFacts>): TestFacts => ({
  label: "A test",
  sample: "Blood (serum)",
  sampleKind: "blood",
  fastingHours: null,
  reportTime: "6 hours",
  description: "A test.",
  parameters: ["A result"],
  collection: "home-sample",
  discipline: "clinical-chemistry",
  ...over,
});

describe("how the sample is taken", () => {
  it("says a morning sample once, there and not again before the test", () => {
    const cortisol = facts({ advice: ["morning-sample"] });
    expect(sampleTakingSteps(cortisol)).toEqual([
      "A trained phlebotomist takes a small sample of blood, usually from a vein in your arm; it takes a few minutes.",
      "Give the sample in the morning, ideally before 10 AM.",
    ]);
    expect(beforeTestSteps(cortisol)).toEqual([
      "No fasting needed. Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise.",
    ]);
  });

  it("gives a stool test its container and no medicines rule, and a later sample no time of its own", () => {
    const stool = facts({ sampleKind: "stool", sample: "Stool (container provided)" });
    expect(sampleTakingSteps(stool)).toEqual(["You collect a small stool sample yourself, in the container we provide."]);
    expect(beforeTestSteps(stool)).toEqual(["No fasting needed."]);
    expect(sampleTakingSteps(facts({ laterDrawHours: 2 }))).toHaveLength(1);
  });

  it("says nothing for an image, a recording or a pet", () => {
    expect(sampleTakingSteps(facts({ sampleKind: "imaging" }))).toEqual([]);
    expect(sampleTakingSteps(facts({ sampleKind: "ecg" }))).toEqual([]);
    expect(sampleTakingSteps(facts({ subject: "pet" }))).toEqual([]);
  });
});
