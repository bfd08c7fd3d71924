import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineCollection } from "#content/collections/collection.ts";
import {
  CLINICIAN_ONLY,
  collectionOf,
  isClinicianOnly,
  medicalChange,
  medicalEditsWithoutReview,
  medicalFieldsChanged,
  medicalPaths,
} from "./medical-edits.ts";

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
  it("accepts the same change with a new review date, and a new file (which the gate lists for a clinician instead)", () => {
    const after = { ...before, fastingHours: 10, review: { ...before.review, reviewed: "2026-12-01", nextReview: "2027-12-01" } };
    expect(medicalEditsWithoutReview(tests, file, before, after)).toEqual([]);
    expect(medicalEditsWithoutReview(tests, file, undefined, after)).toEqual([]);
    expect(medicalChange([tests], { file, kind: "added" }, undefined, after)).toEqual({
      file,
      kind: "added",
      fields: ["fastingHours", "steps[…].text"],
    });
  });
});

describe("medical changes, for a clinician's approval", () => {
  const facts = defineCollection({
    name: "test-facts",
    label: "Test facts",
    source: { folder: "test-facts", extension: "json" },
    schema: z.object({ sample: z.string().meta({ medical: true }), note: z.string().optional() }),
    compile: (items) => items,
  });
  const collections = [tests, facts];

  it("are the medical fields that differ, whatever the review date", () => {
    const reviewed = { ...before, fastingHours: 10, review: { ...before.review, reviewed: "2026-12-01" } };
    expect(medicalFieldsChanged(tests, before, reviewed)).toEqual(["fastingHours"]);
    expect(medicalFieldsChanged(tests, before, { ...before, price: 1 })).toEqual([]);
    expect(medicalChange(collections, { file, kind: "modified" }, before, reviewed)).toEqual({
      file,
      kind: "modified",
      fields: ["fastingHours"],
    });
    expect(medicalChange(collections, { file, kind: "modified" }, before, { ...before, price: 1 })).toBeNull();
  });

  it("a new file: the medical fields it has; a deleted one: those it had; a rename: against the old path's data", () => {
    const noFast = { ...before, fastingHours: null, steps: [] };
    expect(medicalChange(collections, { file, kind: "added" }, undefined, { ...noFast, fastingHours: 0 })).toEqual({
      file,
      kind: "added",
      fields: ["fastingHours"],
    });
    expect(medicalChange(collections, { file, kind: "added" }, undefined, noFast)).toBeNull();
    expect(medicalChange(collections, { file, kind: "deleted" }, before, undefined)).toEqual({
      file,
      kind: "deleted",
      fields: ["fastingHours", "steps[…].text"],
    });
    const renamed = { file: "content/en/tests/lipids.json", from: file, kind: "renamed" as const };
    expect(medicalChange(collections, renamed, before, before)).toBeNull();
    expect(medicalChange(collections, renamed, before, { ...before, fastingHours: 8 })).toEqual({
      file: "content/en/tests/lipids.json",
      from: file,
      kind: "renamed",
      fields: ["fastingHours"],
    });
  });

  it("any change to a clinicians' own file, in either language, even outside its medical fields", () => {
    const sample = "content/hi/test-facts/cbc.json";
    expect(medicalChange(collections, { file: sample, kind: "modified" }, { sample: "a" }, { sample: "a", note: "b" })).toEqual({
      file: sample,
      kind: "modified",
      fields: [],
    });
    expect(medicalChange(collections, { file: "content/en/safety.json", kind: "modified" }, {}, { x: 1 })).toEqual({
      file: "content/en/safety.json",
      kind: "modified",
      fields: [],
    });
    // Moved out of the clinicians' folder: still theirs to approve.
    expect(
      medicalChange(collections, { file: "content/en/news/cbc.json", from: "content/en/test-facts/cbc.json", kind: "renamed" }, {}, {}),
    ).toEqual({ file: "content/en/news/cbc.json", from: "content/en/test-facts/cbc.json", kind: "renamed", fields: [] });
    expect(medicalChange(collections, { file: "content/en/news/x.json", kind: "modified" }, {}, { x: 1 })).toBeNull();
  });

  it("the clinicians' own files are the folders and files .github/CODEOWNERS gives them", () => {
    expect(CLINICIAN_ONLY).toEqual([
      "test-facts/",
      "advice/",
      "safety-notices/",
      "safety.json",
      "emergency.json",
      "medical-reviewers/",
      "known-confusions.json",
      "analyte-groups.json",
    ]);
    const cases = {
      "test-facts/cbc.json": true,
      "advice/fasting.json": true,
      "safety-notices/fits.json": true,
      "medical-reviewers/pathologist.json": true,
      "safety.json": true,
      "emergency.json": true,
      "analyte-groups.json": true,
      "safety.json.bak": false,
      "packages/safety.json": false,
      "test-facts.json": false,
      "tests/cbc.json": false,
    };
    expect(Object.keys(cases)).toHaveLength(11);
    for (const [within, expected] of Object.entries(cases)) expect(isClinicianOnly(within), within).toBe(expected);
  });

  it("finds a file's collection by its folder or its file name", () => {
    expect(collectionOf(collections, "tests/cbc.json")).toBe(tests);
    expect(collectionOf(collections, "test-facts/cbc.json")).toBe(facts);
    expect(collectionOf(collections, "tests.json")).toBeUndefined();
    expect(collectionOf(collections, "link.json")).toBeUndefined();
  });
});
