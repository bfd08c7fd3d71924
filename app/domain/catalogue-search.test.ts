import { describe, expect, it } from "vitest";
import { catalogue } from "~/content/catalogue";
import {
  detailsHref,
  homeSuggestions,
  matchRank,
  searchCatalogue,
  withinOneEdit,
} from "./catalogue-search";

const names = (query: string) => searchCatalogue(catalogue, query).map((i) => i.name);
const first = (query: string) => names(query)[0];

describe("one-edit tolerance", () => {
  it("accepts one insertion, deletion, substitution or neighbour swap", () => {
    expect(withinOneEdit("thyriod", "thyroid")).toBe(true);
    expect(withinOneEdit("hemoglobin", "haemoglobin")).toBe(true);
    expect(withinOneEdit("haemoglobin", "hemoglobin")).toBe(true);
    expect(withinOneEdit("lipod", "lipid")).toBe(true);
    expect(withinOneEdit("abc", "abc")).toBe(true);
  });
  it("rejects two edits", () => {
    expect(withinOneEdit("thyrd", "thyroid")).toBe(false);
    expect(withinOneEdit("abcd", "badc")).toBe(false);
  });
});

describe("find-test text search", () => {
  it("matches name or description case-insensitively", () => {
    expect(first("lipid profile")).toBe("Lipid Profile");
    expect(names("SLEEP APNOEA")).toContain("Polysomnography");
    expect(names("parthenium")).toContain("Allergy Respiratory Package");
  });

  it("matches the aliases people type", () => {
    expect(first("CBC")).toBe("Complete Blood Count (CBC)");
    expect(names("sugar test")).toEqual(expect.arrayContaining(["HbA1c", "Diabetic Profile"]));
    expect(first("thyroid")).toBe("Thyroid Function Test");
    expect(first("TFT")).toBe("Thyroid Function Test");
    expect(first("vit D")).toBe("Vitamin D (25-OH)");
    expect(first("PFT")).toBe("Pulmonary Function Test");
    expect(first("sleep study")).toBe("Polysomnography");
    expect(first("Holter")).toBe("24-hour Holter Monitoring");
  });

  it("tolerates one typo in words of 5+ letters", () => {
    expect(first("thyriod")).toBe("Thyroid Function Test");
    expect(names("thyriod")).toContain("Thyroid Extended Profile");
    expect(names("hemoglobin")).toContain("Complete Blood Count (CBC)");
    expect(names("haemoglobin")).toContain("Complete Blood Count (CBC)");
    expect(names("hemoglobin")).toEqual(names("haemoglobin"));
    expect(names("polysomnograpy")).toContain("Polysomnography");
    expect(names("cholestrol")).toContain("Lipid Profile");
  });

  it("does not tolerate typos in short words", () => {
    expect(names("ecx")).toEqual([]);
    expect(names("psx")).toEqual([]);
  });

  it("ranks exact name matches first", () => {
    expect(first("HbA1c")).toBe("HbA1c");
    expect(first("Lipid Profile")).toBe("Lipid Profile");
    expect(first("Anaemia Panel")).toBe("Anaemia Panel");
    const rank = (name: string, q: string) => matchRank(catalogue.find((i) => i.name === name)!, q);
    expect(rank("Resting ECG", "resting ecg")).toBe(0);
    expect(rank("Resting ECG", "resting")).toBe(1);
  });

  it("keeps everything for an empty query, in catalogue order", () => {
    expect(searchCatalogue(catalogue, "")).toEqual(catalogue);
    expect(searchCatalogue(catalogue, "   ")).toEqual(catalogue);
  });

  it("never throws on hostile input", () => {
    for (const q of [
      "a".repeat(5000),
      ".*+?^${}()|[]\\",
      "(((",
      "[a-",
      "<script>alert(1)</script>",
      "\"'; DROP TABLE tests; --",
      "रक्त परीक्षण",
      "🩸🧪💉",
      "\u0000\uFFFF",
      "thyriod ".repeat(700),
    ]) {
      expect(() => searchCatalogue(catalogue, q)).not.toThrow();
      expect(() => homeSuggestions(catalogue, q)).not.toThrow();
    }
    expect(names("<script>alert(1)</script>")).toEqual([]);
    expect(names("🩸🧪💉")).toEqual([]);
  });
});

describe("home suggestions", () => {
  it("start at 3 characters", () => {
    expect(homeSuggestions(catalogue, "")).toEqual([]);
    expect(homeSuggestions(catalogue, "li")).toEqual([]);
    expect(homeSuggestions(catalogue, "  li ")).toEqual([]);
    expect(homeSuggestions(catalogue, "lip").map((i) => i.name)).toContain("Lipid Profile");
  });

  it("match names and aliases case-insensitively, at most 10", () => {
    expect(homeSuggestions(catalogue, "CBC")[0]?.name).toBe("Complete Blood Count (CBC)");
    expect(homeSuggestions(catalogue, "sleep study")[0]?.name).toBe("Polysomnography");
    expect(homeSuggestions(catalogue, "ALLERGY").length).toBe(5);
    expect(homeSuggestions(catalogue, "test").length).toBe(10);
    expect(homeSuggestions(catalogue, "package").length).toBeLessThanOrEqual(10);
  });

  it("do not look in descriptions", () => {
    // "parthenium" appears only in a description
    expect(homeSuggestions(catalogue, "parthenium")).toEqual([]);
  });
});

describe("details links", () => {
  it("builds links with the origin", () => {
    expect(detailsHref({ id: 1, type: "test" }, "home")).toBe("/test-details/1?from=home");
    expect(detailsHref({ id: 105, type: "package" }, "find-test")).toBe("/package-details/105?from=find-test");
  });

});
