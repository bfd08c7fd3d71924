import { describe, expect, it } from "vitest";
import { formatRupees, priceRangeText } from "./money.ts";

describe("formatRupees", () => {
  it("uses the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(299)).toBe("₹299");
    expect(formatRupees(6500)).toBe("₹6,500");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });
});

describe("priceRangeText", () => {
  it("shows both ends of a range, or 'From' the lower price", () => {
    expect(priceRangeText(800, 5000)).toBe("₹800 – ₹5,000");
    expect(priceRangeText(199)).toBe("From ₹199");
    expect(priceRangeText(1500, 1500)).toBe("From ₹1,500");
  });
});
