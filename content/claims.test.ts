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

  it("states the list's length as the badge, and says what the menu's other tests are and how to ask", () => {
    // Counted by hand: 210 files in content/en/tests/, 25 in content/en/packages/.
    expect(countsDate).toBe("Nov 2026");
    expect(testMenuClaim.badge).toBe("210 tests listed");
    expect(testMenuClaim.source).toBe("tests on our laboratory's test menu, Nov 2026");
    expect(testMenuClaim.note).toBe(
      "Our laboratory's test menu has 1500+ tests (Nov 2026). This site lists 210 of them, with their prices and preparation, and 25 health packages. The others are specialised tests done on a doctor's request: send us the test's name or your prescription on chat, or call us, and we tell you its price, sample and report time.",
    );
  });

  it("states the 60-minute response as an aim, and the report time as the usual latest, not a promise", () => {
    expect(responseTarget.feature).toBe("Aim: 60-minute response in metros");
    expect(responseTarget.sentence).toBe(
      "We aim to reach you within 60 minutes in metro areas when a slot is free; this is a target, not a promise.",
    );
    expect(claimSentences.reports).toBe(
      "The time shown on each test is the usual latest time; a repeat or a confirmatory test can take longer, and we will tell you.",
    );
  });
});
