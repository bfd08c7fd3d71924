import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, MIN_FILL_MS, spamSignal } from "./spam-guard.ts";

describe("spam traps", () => {
  it("let a person's submission through: empty honeypot, 3 s or more after the page began to load", () => {
    expect(spamSignal({ honeypot: "", pageAgeMs: 3000 })).toBeNull();
    expect(spamSignal({ honeypot: "", pageAgeMs: 95_000 })).toBeNull();
  });

  it("catch a filled honeypot, whatever it holds and however long it took, asked again or not", () => {
    expect(spamSignal({ honeypot: "https://cheap-pills.example", pageAgeMs: 60_000 })).toBe("honeypot");
    expect(spamSignal({ honeypot: " ", pageAgeMs: 60_000 })).toBe("honeypot");
    expect(spamSignal({ honeypot: "x", pageAgeMs: 500, askedAgain: true })).toBe("honeypot");
  });

  it("hold a form sent sooner than 3 s after the page began to load, or with no usable time", () => {
    expect(spamSignal({ honeypot: "", pageAgeMs: 2999 })).toBe("too-fast");
    expect(spamSignal({ honeypot: "", pageAgeMs: 0 })).toBe("too-fast");
    expect(spamSignal({ honeypot: "", pageAgeMs: Number.NaN })).toBe("too-fast");
    expect(spamSignal({ honeypot: "", pageAgeMs: 1000, askedAgain: false })).toBe("too-fast");
  });

  it("let the press after a hold through, however soon: the person was asked and pressed again", () => {
    expect(spamSignal({ honeypot: "", pageAgeMs: 1200, askedAgain: true })).toBeNull();
    expect(spamSignal({ honeypot: "", pageAgeMs: Number.NaN, askedAgain: true })).toBeNull();
  });

  it("uses a plausible field name and three seconds", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(MIN_FILL_MS).toBe(3000);
  });
});
