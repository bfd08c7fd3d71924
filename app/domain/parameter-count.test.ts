import { describe, expect, it } from "vitest";
import { includeCount } from "./parameter-count.ts";

describe("a panel's count", () => {
  it("counts a plain line as 1", () => {
    expect(includeCount("TSH")).toBe(1);
  });

  it("counts a panel as its count when given, else its number of lines", () => {
    expect(includeCount({ panel: "CBC", tests: ["Hb", "TLC"], count: 24 })).toBe(24);
    expect(includeCount({ panel: "Thyroid", tests: ["T3", "T4", "TSH"] })).toBe(3);
  });
});
