import { describe, expect, it } from "vitest";
import { panelParts } from "./prescription-panels.ts";

// Hand-written facts, as content/en/test-facts/ writes them.
const facts = {
  lft: { label: "Liver function test (LFT)", sampleKind: "blood", parameters: ["Total bilirubin", "SGPT (ALT)", "SGOT (AST)", "Albumin"] },
  "sgpt-alt": { label: "SGPT (ALT)", sampleKind: "blood", parameters: ["Alanine aminotransferase (ALT/SGPT)"] },
  kft: { label: "Kidney function test", sampleKind: "blood", parameters: ["Blood urea", "Serum creatinine", "Uric acid"] },
  "uric-acid": { label: "Serum uric acid", sampleKind: "blood", parameters: ["Serum uric acid"] },
  tft: { label: "Thyroid function test", sampleKind: "blood", parameters: ["Total triiodothyronine (T3)", "Total thyroxine (T4)", "TSH"] },
  "total-t3": { label: "Total T3", sampleKind: "blood", parameters: ["Total T3 (triiodothyronine)"] },
  lipid: {
    label: "Lipid profile",
    sampleKind: "blood",
    parameters: ["Total cholesterol", "HDL cholesterol", "LDL cholesterol (calculated)"],
  },
  "direct-ldl": { label: "Direct LDL", sampleKind: "blood", parameters: ["LDL cholesterol (direct)"] },
  cbc: { label: "CBC", sampleKind: "blood", parameters: ["Haemoglobin (Hb)", "Platelet count", "Plateletcrit (PCT)"] },
  procalcitonin: { label: "Procalcitonin (PCT)", sampleKind: "blood", parameters: ["Procalcitonin"] },
  "sputum-culture": { label: "Sputum culture", sampleKind: "sputum", parameters: ["Gram stain", "Culture", "Antibiotic susceptibility"] },
  "stool-culture": { label: "Stool culture", sampleKind: "stool", parameters: ["Culture", "Antibiotic susceptibility"] },
  ogtt: { label: "OGTT", sampleKind: "blood", parameters: ["Fasting glucose", "2-hour glucose"] },
  dipsi: { label: "DIPSI", sampleKind: "blood", parameters: ["2-hour glucose"] },
};

describe("the tests a panel holds", () => {
  it("finds a test inside a panel by its parameters or its name, serum and word order aside", () => {
    expect(panelParts(facts)).toEqual({ lft: ["sgpt-alt"], kft: ["uric-acid"], tft: ["total-t3"] });
  });

  it("never by an abbreviation alone, a bare name against a bare name, another sample, or a two-parameter test", () => {
    const parts = panelParts(facts);
    // "PCT" is plateletcrit in the count; "LDL cholesterol" is calculated in the profile and direct alone;
    // a stool culture is not inside a sputum culture; DIPSI is no part of an OGTT.
    expect(parts.cbc).toBeUndefined();
    expect(parts.lipid).toBeUndefined();
    expect(parts["sputum-culture"]).toBeUndefined();
    expect(parts.ogtt).toBeUndefined();
  });
});
