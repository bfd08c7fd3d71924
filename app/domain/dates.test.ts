import { describe, expect, it } from "vitest";
import { formatLongDate, yearInIndia } from "./dates.ts";

describe("dates", () => {
  it("formats ISO dates the same in every time zone", () => {
    expect(formatLongDate("2025-08-18")).toBe("18 August 2025");
    expect(formatLongDate("2024-01-01")).toBe("1 January 2024");
  });
  it("returns bad input unchanged", () => {
    expect(formatLongDate("not a date")).toBe("not a date");
  });
  it("gives a moment's year in India, where the lab is", () => {
    expect(yearInIndia(new Date("2026-11-28T10:00:00Z"))).toBe(2026);
    // New Year comes to India five and a half hours before it comes to UTC.
    expect(yearInIndia(new Date("2026-12-31T18:29:00Z"))).toBe(2026);
    expect(yearInIndia(new Date("2026-12-31T18:31:00Z"))).toBe(2027);
  });
});
