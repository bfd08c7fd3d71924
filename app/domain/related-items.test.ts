import { describe, expect, it } from "vitest";
import { catalogue, type TestItem } from "./catalogue.ts";
import { relatedItems } from "./related-items.ts";

const testOf = (id: number) => catalogue.find((item): item is TestItem => item.type === "test" && item.id === id)!;
const names = (links: readonly { name: string }[]) => links.map((link) => link.name);

describe("relatedItems", () => {
  it("offers the larger test that reports a test's result, and no test that only one package holds with it (Serum creatinine)", () => {
    const related = relatedItems(testOf(1079), catalogue);
    expect(names(related.tests)).toEqual(["Kidney function test (KFT)", "Creatinine Clearance (24-hour Urine)"]);
    expect(related.tests[0]!.href).toBe("/test-details/1050");
    expect(names(related.packages)).toEqual(["Cardiac Checkup"]);
  });

  it("offers what several of its packages hold with it, the most packages first (Lipid profile)", () => {
    const related = relatedItems(testOf(2), catalogue);
    expect(related.packages).toHaveLength(9);
    expect(names(related.tests)).toEqual(["Fasting blood sugar", "HbA1c", "Kidney function test (KFT)", "Complete Blood Count (CBC)"]);
  });
});
