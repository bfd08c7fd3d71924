import { describe, expect, it } from "vitest";
import { fixtureRegistry as r } from "#app/testing/catalogue-fixtures.ts";
import { accreditationLine, fastingFactText } from "./price-card-lines.ts";
import { accreditationCoverage } from "./test-facts.ts";

describe("the fasting fact on a price card", () => {
  it("gives the hours of a fast", () => {
    expect(fastingFactText({ fastingHours: 12 })).toBe("12 hours");
    expect(fastingFactText({ fastingHours: 8 })).toBe("8 hours");
  });

  it("says so when no fast is needed", () => {
    expect(fastingFactText({ fastingHours: null })).toBe("No fasting needed");
  });
});

// Rule 23 (docs/content-review.md): the NABL statement follows the certificate's scope, test by test. The
// scope is written here by hand, as a lab would copy it from its certificate's scope document.
const scope = ["cbc"] as const;
const lineFor = (tests: readonly (keyof typeof r)[]) => accreditationLine({ accreditation: accreditationCoverage(tests, r, scope) });

describe("the accreditation statement on a test's page", () => {
  it("shows on a test the scope lists", () => {
    expect(lineFor(["cbc"])).toBe("Samples from Delhi/NCR are tested in our NABL-accredited central laboratory (ISO 15189).");
  });

  it("does not show on a laboratory test the scope leaves out, whatever its section", () => {
    // The lipid profile is a clinical-chemistry test, a section the old, section-wide scope named.
    expect(lineFor(["lipid-profile"])).toBeUndefined();
    expect(lineFor(["thyroid-function-test"])).toBeUndefined();
  });

  it("names on a package the tests the scope leaves out", () => {
    expect(lineFor(["cbc", "lipid-profile"])).toBe(
      "Laboratory tests: samples from Delhi/NCR are tested in our NABL-accredited central laboratory (ISO 15189); Lipid profile is outside its scope.",
    );
  });
});
