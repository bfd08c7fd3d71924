import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  categoryCardSchema,
  commitmentSchema,
  flagshipServiceSchema,
  heroSchema,
  processStepSchema,
  testimonialSchema,
} from "#content/collections/home.schema.ts";
import { categoryCards, commitments, flagshipServices, hero, processSteps, ratingSummary, testimonials } from "./home.ts";

const unique = (values: string[]) => new Set(values).size === values.length;

describe("home content", () => {
  it("parses against its schemas", () => {
    expect(() => heroSchema.parse(hero)).not.toThrow();
    expect([categoryCards, flagshipServices, commitments, processSteps, testimonials].map((list) => list.length)).toEqual([4, 8, 3, 4, 3]);
    categoryCards.forEach((c) => categoryCardSchema.parse(c));
    flagshipServices.forEach((f) => flagshipServiceSchema.parse(f));
    commitments.forEach((c) => commitmentSchema.parse(c));
    processSteps.forEach((s) => processStepSchema.parse(s));
    testimonials.forEach((t) => testimonialSchema.parse(t));
  });

  it("has the hero claims and a real local image", () => {
    expect(hero.testsBadge).toBe("210 tests listed");
    expect(hero.testsBadgeNote).toBe(
      "Our laboratory's test menu has 1500+ tests (Nov 2026). This site lists 210 of them, with their prices and preparation, and 25 health packages. The others are specialised tests done on a doctor's request: send us the test's name or your prescription on chat, or call us, and we tell you its price, sample and report time.",
    );
    expect(hero.eyebrow).toBe("Diagnostics since 2004");
    expect(hero.headline).toBe("Lab tests and X-rays, with samples collected from your home");
    expect(hero.accreditationNote).toMatch(/NABL/);
    expect(existsSync(`public${hero.image.src}`)).toBe(true);
  });

  it("links the four category cards to their service pages", () => {
    expect(categoryCards.map((c) => c.href)).toEqual([
      "/services/pathology",
      "/services/radiology",
      "/services/cardiology",
      "/services/neurology",
    ]);
  });

  it("has eight flagship cards with the price ranges of their home services", () => {
    expect(flagshipServices).toHaveLength(8);
    expect(unique(flagshipServices.map((f) => f.id))).toBe(true);
    const ranges = flagshipServices.map((f) => [f.priceFrom, "priceTo" in f ? f.priceTo : undefined]);
    expect(ranges).toEqual([
      [549, 849],
      [599, 4999],
      // The lung tests' PFT and the EEG at their own prices (one test, one price), not the retired department list's.
      [1099, 1200],
      [2200, 7999],
      [1799, 4999],
      [1200, 2500],
      [999, 1200],
      [80, undefined],
    ]);
    for (const f of flagshipServices) {
      expect(Number.isInteger(f.priceFrom) && f.priceFrom > 0).toBe(true);
      if ("priceTo" in f && f.priceTo !== undefined) expect(f.priceTo).toBeGreaterThan(f.priceFrom);
      expect(f.badge.length).toBeGreaterThan(0);
      expect(f.priceNote.length, f.id).toBeGreaterThan(0);
    }
  });

  it("files the lung test under pulmonology and makes no screening or radiation claim it cannot back", () => {
    const card = (id: string) => flagshipServices.find((f) => f.id === id);
    expect(card("pulmonary-function-test")?.category).toBe("pulmonology");
    expect(card("digital-xray")?.features).toContain("We ask about pregnancy before every X-ray");
    expect(card("pet-xray")?.features).toContain("Positioning aids, so usually nobody holds your pet");
    expect(card("nerve-conduction")?.features).toContain("Helps your doctor find and assess nerve damage");
    expect(JSON.stringify(flagshipServices)).not.toMatch(/Confirms and grades|Most Booked/);
    expect(JSON.stringify(flagshipServices)).not.toMatch(/screening|Low-dose|Gentle, quick/);
    expect(card("fast-blood-collection")?.features).toContain("Aim: 60-minute response in metros");
  });

  it("states the commitments the site claims, and no measured figure without a current period", () => {
    const text = commitments.map((c) => `${c.title} ${c.description}`).join(" ");
    // The 3-hour and 6-hour figures went with their period (docs/content-review.md, rule 26).
    expect(commitments.map((c) => c.id)).toEqual(["quality-checks", "free-pickup", "support-24x7"]);
    expect(text).not.toMatch(/within 3 hours|within 6 hours|%/);
    expect(text).toMatch(/7-level quality checks/);
    expect(commitments.find((c) => c.id === "quality-checks")?.figure).toBe("7-level");
    expect(text).toMatch(/Free home sample pickup/);
    expect(text).toMatch(/24\/7 support line/);
  });

  it("has a 4-step process and testimonials with the rating summary", () => {
    expect(processSteps.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(processSteps.map((s) => s.title)).toEqual(["Book your test", "Sample collection", "Lab processing", "Get your report"]);
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(unique(testimonials.map((t) => t.name))).toBe(true);
    expect(Object.keys(ratingSummary)).toEqual(["consentNote"]);
    expect(ratingSummary.consentNote).toMatch(/consent/);
  });
});
