import { describe, expect, it } from "vitest";
import { accreditationSentence, accreditationShort, accreditationStatement } from "./accreditation-claim.ts";

// No page shows a placeholder certificate number (such as "MC-XXXX") beside a Book button: the statement
// names the number only once the setting holds the real one.
describe("the accreditation statement", () => {
  it("names no certificate while the setting is the placeholder (the tests' build)", () => {
    expect(accreditationStatement).toBe("NABL-accredited central laboratory (ISO 15189)");
    expect(accreditationShort).toBe("NABL-accredited central laboratory (ISO 15189)");
    expect(accreditationSentence("MC-XXXX")).toBe("NABL-accredited central laboratory (ISO 15189)");
  });

  it("names the real certificate once it is set", () => {
    expect(accreditationSentence("MC-2216")).toBe("NABL-accredited central laboratory (ISO 15189, certificate MC-2216)");
  });
});
