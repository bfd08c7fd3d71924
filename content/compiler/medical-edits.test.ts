import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";
import { medicalEditsWithoutReview, medicalPaths } from "./medical-edits.ts";

const tests = defineCollection({
  name: "tests",
  label: "Tests",
  source: { folder: "tests", extension: "json" },
  schema: z.object({
    name: z.string(),
    price: z.number(),
    fastingHours: z.number().nullable().meta({ medical: true }),
    steps: z.array(z.object({ text: z.string().meta({ medical: true }), icon: z.string() })),
    review: z.object({ reviewer: z.string(), reviewed: z.string(), nextReview: z.string() }),
  }),
  compile: (items) => items,
});
const before = {
  name: "Lipid profile",
  price: 450,
  fastingHours: 12,
  steps: [{ text: "Fast overnight", icon: "moon" }],
  review: { reviewer: "pathologist", reviewed: "2026-11-24", nextReview: "2027-11-24" },
};
const file = "content/en/tests/lipid-profile.json";

describe("medical edits", () => {
  it("finds the medical fields, in lists too", () => {
    expect(medicalPaths(tests.schema)).toEqual(["fastingHours", "steps.*.text"]);
  });
  it("lets a price change through without a review", () => {
    expect(medicalEditsWithoutReview(tests, file, before, { ...before, price: 499, name: "Lipid profile (full)" })).toEqual([]);
  });
  it("refuses a changed fast or step when the review date stayed", () => {
    const after = { ...before, fastingHours: 10, steps: [{ text: "Fast for 10 hours", icon: "moon" }] };
    expect(medicalEditsWithoutReview(tests, file, before, after).map((p) => p.field)).toEqual(["fastingHours", "steps[…].text"]);
  });
  it("holds a translation's medical words to the English file's review date", () => {
    const hindi = { name: "लिपिड प्रोफाइल (Lipid Profile)", steps: [{ text: "रात भर खाली पेट रहें" }] };
    const changed = { ...hindi, steps: [{ text: "10 घंटे खाली पेट रहें" }] };
    const hindiFile = "content/hi/tests/lipid-profile.json";
    expect(
      medicalEditsWithoutReview(tests, hindiFile, hindi, changed, { before, after: before }).map((p) => `${p.file}: ${p.field}`),
    ).toEqual(["content/hi/tests/lipid-profile.json: steps[…].text"]);
    const reviewedAgain = { ...before, review: { ...before.review, reviewed: "2026-12-01" } };
    expect(medicalEditsWithoutReview(tests, hindiFile, hindi, changed, { before, after: reviewedAgain })).toEqual([]);
    expect(
      medicalEditsWithoutReview(tests, hindiFile, hindi, { ...hindi, name: "लिपिड जाँच (Lipid Profile)" }, { before, after: before }),
    ).toEqual([]);
  });

  it("leaves a file without a review of its own to the clinician's approval of the pull request", () => {
    const { review: _review, ...facts } = before;
    expect(medicalEditsWithoutReview(tests, file, facts, { ...facts, fastingHours: 10 })).toEqual([]);
  });
  it("accepts the same change with a new review date, and a new file", () => {
    const after = { ...before, fastingHours: 10, review: { ...before.review, reviewed: "2026-12-01", nextReview: "2027-12-01" } };
    expect(medicalEditsWithoutReview(tests, file, before, after)).toEqual([]);
    expect(medicalEditsWithoutReview(tests, file, undefined, after)).toEqual([]);
  });
});
