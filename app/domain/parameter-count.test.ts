import { describe, expect, it } from "vitest";
import { catalogue } from "~/content/catalogue";
import { includeCount, parameterCount } from "./parameter-count";

describe("parameter count", () => {
  it("counts a plain string as 1", () => {
    expect(includeCount("TSH")).toBe(1);
  });

  it("counts a panel as its count when given, else its number of tests", () => {
    expect(includeCount({ panel: "CBC", tests: ["Hb", "TLC"], count: 24 })).toBe(24);
    expect(includeCount({ panel: "Thyroid", tests: ["T3", "T4", "TSH"] })).toBe(3);
  });

  it("adds up a mixed list", () => {
    expect(parameterCount({ includes: ["TSH", { panel: "A", tests: ["x", "y"] }, { panel: "B", tests: ["z"], count: 10 }] })).toBe(13);
  });

  it("gives the real packages their counts", () => {
    const byId = (id: number) => catalogue.find((i) => i.id === id)!;
    // Thyroid Extended Profile: 7 plain strings
    expect(parameterCount(byId(108))).toBe(7);
    // Basic Health Checkup: CBC 24 + lipid 8 + LFT 11 + KFT 9 + 2 strings + urine 20
    expect(parameterCount(byId(100))).toBe(74);
    // Allergy Comprehensive: 2 strings + 30 + 30
    expect(parameterCount(byId(117))).toBe(62);
    // Food Allergy Screening Test: 3 strings
    expect(parameterCount(byId(119))).toBe(3);
    for (const item of catalogue) expect(parameterCount(item)).toBeGreaterThan(0);
  });

  it("counts tests' parameter lists", () => {
    expect(parameterCount({ includes: ["Total T3", "Total T4", "TSH"] })).toBe(3);
  });
});
