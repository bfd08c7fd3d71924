import { describe, expect, it } from "vitest";
import { checkIndianPhone, phoneErrorMessage, phoneErrors } from "./phone.ts";

describe("Indian phone numbers", () => {
  it.each([
    ["9876543210", "+91 98765 43210"],
    ["98765 43210", "+91 98765 43210"],
    ["98765-43210", "+91 98765 43210"],
    ["+91 98765 43210", "+91 98765 43210"],
    ["+91-9876543210", "+91 98765 43210"],
    ["919876543210", "+91 98765 43210"],
    ["09876543210", "+91 98765 43210"],
    ["6000000001", "+91 60000 00001"],
    ["9123456789", "+91 91234 56789"],
  ])("accepts the mobile %s", (input, display) => {
    expect(checkIndianPhone(input)).toEqual({ ok: true, kind: "mobile", digits: display.replace(/\D/g, "").slice(2), display });
  });

  it.each(["011 2345 6789", "011-23456789", "0194 245 2345", "0120-4567890", "0191 2543210"])("accepts the landline %s", (input) => {
    expect(checkIndianPhone(input)).toMatchObject({ ok: true, kind: "landline" });
  });

  it.each([
    "5876543210", // mobiles start 6-9
    "987654321", // 9 digits
    "98765432101", // 11 digits without a 0 prefix
    "+92 98765 43210", // wrong country code
    "0012345678", // STD codes do not start 00
    "011 2345", // too short
    "98765 4321O", // letter O
    "call me",
    "<script>",
    "+91 ".repeat(20),
    "9".repeat(5000),
  ])("refuses %s", (input) => {
    expect(checkIndianPhone(input)).toEqual({ ok: false, reason: "invalid" });
  });

  it("says what is missing for an empty value", () => {
    expect(checkIndianPhone("   ")).toEqual({ ok: false, reason: "empty" });
    expect(phoneErrorMessage(checkIndianPhone(""))).toBe(phoneErrors.empty);
    expect(phoneErrorMessage(checkIndianPhone("12"))).toBe(phoneErrors.invalid);
    expect(phoneErrorMessage(checkIndianPhone("9876543210"))).toBeNull();
  });

  it("never throws on hostile input", () => {
    for (const s of [".*+?^${}()|[]\\", "९८७६५४३२१०", "📞📞📞", "a".repeat(5000)]) {
      expect(() => checkIndianPhone(s)).not.toThrow();
      expect(checkIndianPhone(s).ok).toBe(false);
    }
  });
});
