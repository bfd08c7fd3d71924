import { describe, expect, it } from "vitest";
import { insulinAdviceShort } from "#content/safety-advice.ts";
import { catalogue } from "./catalogue.ts";
import { reviewSheetStatements } from "./review-sheet-statements.ts";

describe("the review sheet's statements", () => {
  const { items, shared } = reviewSheetStatements();

  it("holds every test and package of the catalogue once, by kind and number", () => {
    expect(catalogue.length).toBeGreaterThan(200);
    expect(items).toHaveLength(catalogue.length);
    expect(new Set(items.map((s) => s.id)).size).toBe(catalogue.length);
    expect(items.find((s) => s.id === "test-1")?.kind).toBe("test");
    expect(items.find((s) => s.id === "package-100")?.kind).toBe("package");
  });

  it("says what each page says: its preparation, sample, report time and where, and one line per notice box", () => {
    expect(items).toHaveLength(catalogue.length);
    catalogue.forEach((item, i) => {
      const s = items[i]!;
      expect(s.fields.preparation).toEqual(item.preparation);
      expect(s.fields.sample).toEqual([item.sample]);
      expect(s.fields.reportTime[0]).toBe(item.reportTime);
      expect(s.fields.where).toEqual(item.collection.lines);
      expect(s.fields.notices).toHaveLength(item.safety.length);
    });
  });

  it("gives the price card's fasting words: the hours with the one-line medicine warning, or none needed", () => {
    const fasting = items.find((s) => s.fasts && s.kind === "test")!;
    const item = catalogue.find((c) => `${c.type}-${c.id}` === fasting.id)!;
    expect(fasting.fields.fasting).toEqual([`${item.fastingHours} hours`, insulinAdviceShort]);
    expect(items.find((s) => !s.fasts)!.fields.fasting).toEqual(["No fasting needed"]);
  });

  it("names each notice by its key and title, and lists every notice in full once as a shared text", () => {
    const withNotice = items.find((s) => s.noticeKeys.includes("chest-pain"))!;
    expect(withNotice.fields.notices.some((line) => line.startsWith("chest-pain: "))).toBe(true);
    expect(shared.map((s) => s.id)).toContain("notice-chest-pain");
    expect(shared[0]!.id).toBe("medical-note");
  });
});
