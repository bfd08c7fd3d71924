import { describe, expect, it } from "vitest";
import { claimSentences, responseTarget } from "./claims.ts";
import { countsDate, testMenuClaim } from "./counts.ts";
import { qualityChecksSentence, qualityChecksTitle, qualitySteps } from "./quality-checks.ts";

describe("claims with their source", () => {
  it("names the seven quality checks once, and counts them for the claim", () => {
    expect(qualitySteps).toHaveLength(7);
    expect(qualityChecksTitle).toBe("7-level quality checks");
    expect(qualityChecksSentence).toBe(
      "Each laboratory sample passes 7 checks: identity check and barcode label at collection; temperature-logged transport to the laboratory; sample check on arrival (the right tube, enough sample, no clots); analyser calibration; internal quality control on every analyser each day; automatic checks of each result against limits and your earlier results; review and sign-off by a pathologist.",
    );
  });

  it("keeps the 1500+ badge only with what it counts and when", () => {
    expect(countsDate).toBe("Nov 2026");
    expect(testMenuClaim.badge).toBe("1500+ tests");
    expect(testMenuClaim.source).toBe("tests on our laboratory's test menu, Nov 2026");
    expect(testMenuClaim.note).toBe(
      "1500+ tests on our laboratory's test menu (Nov 2026). This site lists a selection of them, with our health packages; ask us about any other test.",
    );
  });

  it("states the 60-minute response as an aim, beside the measured figure", () => {
    expect(responseTarget.feature).toBe("Aim: 60-minute response in metros");
    expect(responseTarget.sentence).toBe(
      "We aim to reach you within 60 minutes in metro areas when a slot is free; this is a target, not a promise. 85% of home visits were completed within 3 hours of booking (internal data, Apr–Sep 2025).",
    );
    expect(responseTarget.sentence).toContain(claimSentences.homeVisits);
  });
});
