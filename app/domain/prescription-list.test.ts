import { describe, expect, it } from "vitest";
import type { PackageLine } from "./my-package.ts";
import type { PrescriptionPart } from "./prescription-data.ts";
import {
  chooseMatch,
  idsToFetch,
  MAX_PRESCRIPTION_LINES,
  packageList,
  preparePrescription,
  priceReading,
  readPrescription,
  type PrescriptionSources,
} from "./prescription-list.ts";
import { slashAlternatives } from "./prescription-split.ts";
import type { SearchEntry } from "./search-index.ts";

// A made-up menu of five items, a package and a shorthand list, every figure below written by hand.
const entry = (id: number, name: string, price: number, terms: string[], kind: "test" | "package" = "test"): SearchEntry => ({
  key: `catalogue-${id}`,
  kind,
  name,
  description: "",
  category: kind === "package" ? "package" : "pathology",
  specialty: "general",
  price,
  popular: false,
  path: `/test-details/${id}`,
  catalogueId: id,
  terms,
  includes: [],
  facts: { place: "At a centre", atHome: false },
});

const index = [
  entry(1, "Complete Blood Count (CBC)", 299, ["CBC", "Complete Blood Count"]),
  entry(2, "Lipid Profile", 450, ["cholesterol test"]),
  entry(1052, "Liver function test (LFT)", 600, ["LFT", "Liver function test"]),
  entry(1208, "SGPT (ALT)", 200, ["SGPT", "ALT"]),
  entry(1239, "Serum Total Cholesterol", 150, ["cholesterol"]),
  entry(1240, "Cholesterol HDL", 180, ["cholesterol"]),
  entry(100, "Basic Health Checkup", 999, [], "package"),
];

const part: PrescriptionPart = {
  shorthands: [{ words: ["LFTs", "liver profile"], item: "1052" }],
  notDone: [{ name: "Ultrasound (USG)", words: ["USG", "ultrasound"], says: "We do not do ultrasound." }],
  packageTests: { "100": ["cbc", "lipid-profile", "lft"] },
  panels: { lft: ["sgpt-alt"] },
  fastingWarning: "Keep taking your usual medicines.",
};

const sources: PrescriptionSources = { index, options: {}, part };
const read = (text: string) => readPrescription(text, sources);
const texts = (text: string) => read(text).lines.map((line) => line.text);

const packageLine = (id: string, name: string, price: number, tests: string[], fastingHours: number | null = null): PackageLine => ({
  id,
  kind: "test",
  name,
  price,
  sample: "Blood",
  reportTime: "24 hours",
  fastingHours,
  fastingLimit: null,
  subject: "person",
  fastingStep: fastingHours === null ? "No fasting needed." : `Fast for ${fastingHours} hours.`,
  steps: [],
  notices: [],
  href: `/test-details/${id}`,
  tests: tests as PackageLine["tests"],
});
const cbc = packageLine("1", "Complete Blood Count (CBC)", 299, ["cbc"]);
const lipid = packageLine("2", "Lipid Profile", 450, ["lipid-profile"], 12);
const lft = packageLine("1052", "Liver function test (LFT)", 600, ["lft"]);
const sgpt = packageLine("1208", "SGPT (ALT)", 200, ["sgpt-alt"]);

describe("cutting a list into lines", () => {
  it("cuts at commas, new lines, +, &, /, |, semicolons and the words and, aur, और", () => {
    expect(texts("CBC, LFT\nSGPT + Lipid Profile & CBC / SGPT; LFT | CBC and LFT aur SGPT और CBC")).toEqual([
      "CBC",
      "LFT",
      "SGPT",
      "Lipid Profile",
      "CBC",
      "SGPT",
      "LFT",
      "CBC",
      "LFT",
      "SGPT",
      "CBC",
    ]);
  });

  it("takes off numbers, bullets and a label, Devanagari digits included", () => {
    expect(texts("Adv:\n1. CBC\n2) LFT\n(3) SGPT\n- Lipid Profile\n• CBC\n१. LFT\n२) SGPT\nRx: CBC")).toEqual([
      "CBC",
      "LFT",
      "SGPT",
      "Lipid Profile",
      "CBC",
      "LFT",
      "SGPT",
      "CBC",
    ]);
  });

  it("keeps a sign that belongs to a name: between single letters, between numbers, or in a name it knows", () => {
    expect(texts("Urine R/M, HIV 1+2, Stool R/E & CBC")).toEqual(["Urine R/M", "HIV 1+2", "Stool R/E", "CBC"]);
  });

  it("reads two names of one test joined by a slash as one line, as written", () => {
    const reading = read("CBC/Complete Blood Count, LFT");
    expect(reading.lines.map((line) => [line.text, line.status])).toEqual([
      ["CBC/Complete Blood Count", "matched"],
      ["LFT", "matched"],
    ]);
  });
});

describe("bad input", () => {
  it("reads the first 30 lines of a 200-line paste and says how many there were", () => {
    const paste = Array.from({ length: 200 }, (_, i) => `${i + 1}. ${i % 2 === 0 ? "CBC" : "LFT"}`).join("\n");
    const reading = read(paste);
    expect(MAX_PRESCRIPTION_LINES).toBe(30);
    expect(reading.lines).toHaveLength(30);
    expect(reading.capped).toEqual({ read: 30, total: 200 });
    expect(reading.lines.filter((line) => line.status === "duplicate")).toHaveLength(28);
  });

  it("says a paragraph of prose is not a list, keeping it whole", () => {
    const prose = "Patient has had a fever for three days with body ache and weakness, please advise what to do next.";
    const reading = read(prose);
    expect(reading.verdict).toBe("prose");
    expect(reading.lines).toEqual([{ text: prose, status: "unmatched" }]);
  });

  it("leaves out emoji and stray signs, keeping the words beside them", () => {
    const reading = read("🙏🙏\nCBC 🙏\n---\n!!");
    expect(reading.lines).toEqual([
      { text: "CBC 🙏", status: "matched", match: { id: "1", type: "test", name: "Complete Blood Count (CBC)", price: 299 } },
    ]);
    expect(reading.ignored).toBe(2);
    expect(read("🙏 👍").verdict).toBe("empty");
    expect(read("🙏 👍").ignored).toBe(1);
  });

  it("says when no line is known, keeping every line as written", () => {
    const reading = read("Mantoux\nSkin prick");
    expect(reading.verdict).toBe("nothing-known");
    expect(reading.lines).toEqual([
      { text: "Mantoux", status: "unmatched" },
      { text: "Skin prick", status: "unmatched" },
    ]);
  });

  it("reads an empty box as empty", () => {
    expect(read("  \n\n ").verdict).toBe("empty");
  });
});

describe("what a line reads as", () => {
  it("reads the same once its lookups are prepared ahead, as the list box does when its data arrives", () => {
    const fresh = { index: [...index], options: {}, part: { ...part } };
    preparePrescription(fresh);
    expect(readPrescription("LFTs, CBC", fresh)).toEqual(read("LFTs, CBC"));
  });

  it("a shorthand, a study the lab does not do, a duplicate, a choice", () => {
    const reading = read("liver profile, USG abdomen, LFT, cholesterol");
    expect(reading.lines).toEqual([
      { text: "liver profile", status: "matched", match: { id: "1052", type: "test", name: "Liver function test (LFT)", price: 600 } },
      { text: "USG abdomen", status: "not-done", study: "Ultrasound (USG)", says: "We do not do ultrasound." },
      {
        text: "LFT",
        status: "duplicate",
        match: { id: "1052", type: "test", name: "Liver function test (LFT)", price: 600 },
        duplicateOf: 0,
      },
      {
        text: "cholesterol",
        status: "ambiguous",
        choices: [
          { id: "1239", type: "test", name: "Serum Total Cholesterol", price: 150 },
          { id: "1240", type: "test", name: "Cholesterol HDL", price: 180 },
        ],
      },
    ]);
    expect(reading.verdict).toBe("list");
  });

  it("takes a person's choice, and the fetch list follows", () => {
    const reading = chooseMatch(read("cholesterol, CBC"), 0, "1239", sources);
    expect(reading.lines[0]).toEqual({
      text: "cholesterol",
      status: "matched",
      match: { id: "1239", type: "test", name: "Serum Total Cholesterol", price: 150 },
    });
    expect(idsToFetch(reading)).toEqual(["1239", "1"]);
    expect(chooseMatch(reading, 0, "no-such-item", sources)).toBe(reading);
  });
});

describe("pricing a reading", () => {
  const reading = read("CBC\nLFT\nSGPT\nLipid Profile\nCBC\nMantoux\nUSG");

  it("says which lines another covers, the total, what the covered lines cost, the preparation said once", () => {
    const priced = priceReading(reading, [cbc, lft, sgpt, lipid], sources);
    expect(priced.lines.map((line) => line.status)).toEqual([
      "matched",
      "matched",
      "covered",
      "matched",
      "duplicate",
      "unmatched",
      "not-done",
    ]);
    expect(priced.lines[2]).toMatchObject({ coveredBy: { line: 1, name: "Liver function test (LFT)" } });
    // 299 + 600 + 200 + 450: the duplicate CBC once.
    expect(priced.total).toBe(1549);
    expect(priced.coveredSaving).toBe(200);
    expect(priced.complete).toBe(true);
    expect(priced.preparation.fasting).toMatchObject({ hours: 12, names: ["Lipid Profile"], warning: "Keep taking your usual medicines." });
  });

  it("offers a package holding most of the list for less, with the honest difference", () => {
    const priced = priceReading(reading, [cbc, lft, sgpt, lipid], sources);
    // Without the covered SGPT the list costs 1,349; the package (999) holds all three.
    expect(priced.offer).toEqual({
      package: { id: "100", type: "package", name: "Basic Health Checkup", price: 999 },
      holds: ["1", "1052", "2"],
      holdsNames: ["Complete Blood Count (CBC)", "Liver function test (LFT)", "Lipid Profile"],
      besides: [],
      totalWith: 999,
      saving: 350,
      extraTests: 0,
    });
  });

  it("offers none when the package costs more, and counts only the lines that have come", () => {
    const priced = priceReading(read("CBC, LFT"), [cbc], sources);
    expect(priced.complete).toBe(false);
    expect(priced.total).toBe(299);
    expect(priced.lines[1]).toMatchObject({ status: "matched", item: null });
    expect(priceReading(read("CBC, Lipid Profile"), [cbc, lipid], sources).offer).toBeNull();
  });

  it("gives My Package the matched ids and every other line as written", () => {
    expect(packageList(read("CBC, cholesterol, Mantoux, USG, CBC"))).toEqual({
      ids: ["1"],
      keptAsWritten: ["cholesterol", "Mantoux", "USG"],
    });
  });
});

describe("slashAlternatives", () => {
  it("splits at a slash between spellings, never at one inside a name", () => {
    expect(slashAlternatives("KFT/RFT")).toEqual(["KFT", "RFT"]);
    expect(slashAlternatives("CBC / CBP / ")).toEqual(["CBC", "CBP"]);
    expect(slashAlternatives("Urine R/M")).toEqual(["Urine R/M"]);
    expect(slashAlternatives("Vitamin D 1/2")).toEqual(["Vitamin D 1/2"]);
    expect(slashAlternatives("PT/INR")).toEqual(["PT", "INR"]);
  });
});
