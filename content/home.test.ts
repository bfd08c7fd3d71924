import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { claimSentences, claimSource } from "./claims.ts";
import { categoryCards, commitments, flagshipServices, hero, processSteps, ratingSummary, testimonials } from "./home.ts";
import {
  categoryCardSchema,
  commitmentSchema,
  flagshipServiceSchema,
  heroSchema,
  processStepSchema,
  testimonialSchema,
} from "#content/collections/home.schema.ts";

const unique = (values: string[]) => new Set(values).size === values.length;

describe("home content", () => {
  it("parses against its schemas", () => {
    expect(() => heroSchema.parse(hero)).not.toThrow();
    expect([categoryCards, flagshipServices, commitments, processSteps, testimonials].map((list) => list.length)).toEqual([4, 8, 5, 4, 3]);
    categoryCards.forEach((c) => categoryCardSchema.parse(c));
    flagshipServices.forEach((f) => flagshipServiceSchema.parse(f));
    commitments.forEach((c) => commitmentSchema.parse(c));
    processSteps.forEach((s) => processStepSchema.parse(s));
    testimonials.forEach((t) => testimonialSchema.parse(t));
  });

  it("has the hero claims and a real local image", () => {
    expect(hero.testsBadge).toBe("1500+ tests");
    expect(hero.testsBadgeNote).toBe(
      "1500+ tests on our laboratory's test menu (Nov 2026). This site lists a selection of them, with our health packages; ask us about any other test.",
    );
    expect(hero.eyebrow).toBe("Diagnostics since 2004");
    expect(hero.headline).toBe("Lab tests and scans, with samples collected from your home");
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
      [1099, 1499],
      [1999, 7999],
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
    expect(card("digital-xray")?.features).toContain("Pregnancy check before every X-ray");
    expect(card("pet-xray")?.features).toContain("Positioning aids, so usually nobody holds your pet");
    expect(card("nerve-conduction")?.features).toContain("Helps your doctor find and assess nerve damage");
    expect(JSON.stringify(flagshipServices)).not.toMatch(/Confirms and grades|Most Booked/);
    expect(JSON.stringify(flagshipServices)).not.toMatch(/screening|Low-dose|Gentle, quick/);
    expect(card("fast-blood-collection")?.features).toContain("Aim: 60-minute response in metros");
  });

  it("states the commitments the site claims", () => {
    const text = commitments.map((c) => `${c.title} ${c.description}`).join(" ");
    expect(text).toContain(claimSentences.homeVisits);
    expect(text).toContain(claimSentences.reports);
    // Each figure carries its source and period.
    expect(claimSentences.homeVisits).toContain(claimSource);
    expect(claimSentences.reports).toContain(claimSource);
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
    expect(ratingSummary).toMatchObject({ rating: "4.8", outOf: "5", reviews: "2,500+" });
    expect(ratingSummary.source).toContain(claimSource);
    expect(ratingSummary.consentNote).toMatch(/consent/);
  });
});
