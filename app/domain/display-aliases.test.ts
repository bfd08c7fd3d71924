import { describe, expect, it } from "vitest";
import { displayAliases } from "./display-aliases.ts";

describe("displayAliases", () => {
  it("leaves out what the name says and shows a prescription's spellings as written", () => {
    expect(displayAliases("Serum creatinine (with eGFR)", ["S. Creatinine", "Sr. Creatinine", "creatinine", "eGFR"])).toEqual([
      "S. Creatinine",
      "Sr. Creatinine",
    ]);
  });

  it("keeps one of the spellings the search cannot tell apart, and gives a lower-case key the casing of its words", () => {
    expect(
      displayAliases("Beta hCG (Quantitative)", ["B-HCG", "beta hcg", "b hcg", "Sr. Beta HCG", "serum hcg", "pregnancy blood test"]),
    ).toEqual(["B-HCG", "Sr. Beta HCG", "Serum hCG", "Pregnancy blood test"]);
  });

  it("starts a lower-case alias with a capital", () => {
    expect(displayAliases("Urine Ketones", ["urine ketones", "urine acetone", "ketone test", "Urine ketone bodies"])).toEqual([
      "Urine acetone",
      "Ketone test",
      "Urine ketone bodies",
    ]);
  });

  it("shows Devanagari names as they are, and none when the name says them all", () => {
    expect(displayAliases("सीरम क्रिएटिनिन (Serum creatinine)", ["क्रिएटिनिन", "Sr. Creatinine"])).toEqual(["Sr. Creatinine"]);
    expect(displayAliases("Lipid profile", ["lipid profile"])).toEqual([]);
  });
});
