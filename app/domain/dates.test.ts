import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";

describe("dates", () => {
  it("formats ISO dates the same in every time zone", () => {
    expect(formatLongDate("2025-08-18")).toBe("18 August 2025");
    expect(formatLongDate("2024-01-01")).toBe("1 January 2024");
  });
  it("returns bad input unchanged", () => {
    expect(formatLongDate("not a date")).toBe("not a date");
  });
});
