import { describe, expect, it } from "vitest";
import { formatRupees } from "./money";

describe("formatRupees", () => {
  it("uses the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(299)).toBe("₹299");
    expect(formatRupees(6500)).toBe("₹6,500");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(10000000)).toBe("₹1,00,00,000");
  });
});
