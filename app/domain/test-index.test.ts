import { describe, expect, it } from "vitest";
import { indexWindow, shortName, testIndexPageCount, testIndexPages, testIndexPath } from "./test-index.ts";

const test = (id: number, name: string) => ({ id, name, price: 100 });

describe("all tests A–Z", () => {
  it("sorts by name, case and accents aside, numbers as numbers, and pages them", () => {
    const pages = testIndexPages(
      [test(1, "vitamin D"), test(2, "Anti-Müllerian hormone"), test(3, "CA 19-9"), test(4, "CA 125"), test(5, "ÁLT")],
      "en",
      2,
    );
    expect(pages.map((p) => [p.page, p.path, p.tests.map((t) => t.id), p.first, p.last])).toEqual([
      [1, "/all-tests", [5, 2], "ÁLT", "Anti-Müllerian hormone"],
      [2, "/all-tests/2", [3, 4], "CA 19-9", "CA 125"],
      [3, "/all-tests/3", [1], "vitamin D", "vitamin D"],
    ]);
  });

  it("keeps one order for equal names (by id)", () => {
    expect(testIndexPages([test(9, "ESR"), test(3, "esr")], "en")[0]!.tests.map((t) => t.id)).toEqual([3, 9]);
  });

  it("sorts Hindi names in the Devanagari order", () => {
    const pages = testIndexPages([test(1, "लिपिड प्रोफ़ाइल"), test(2, "कम्प्लीट ब्लड काउंट"), test(3, "ईएसआर")], "hi");
    expect(pages[0]!.tests.map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it("has one page per 100 tests, and one page for none", () => {
    expect(testIndexPageCount(0)).toBe(1);
    expect(testIndexPageCount(100)).toBe(1);
    expect(testIndexPageCount(101)).toBe(2);
    expect(testIndexPageCount(5000)).toBe(50);
    expect(testIndexPages([], "en")).toEqual([]);
    expect(testIndexPath(1)).toBe("/all-tests");
    expect(testIndexPath(12)).toBe("/all-tests/12");
  });

  it("names the first, the last and the pages either side of the current one, gaps between", () => {
    expect(indexWindow(3, 1)).toEqual([1, 2, 3]);
    expect(indexWindow(7, 4)).toEqual([1, null, 3, 4, 5, null, 7]);
    expect(indexWindow(53, 1)).toEqual([1, 2, null, 53]);
    expect(indexWindow(53, 27)).toEqual([1, null, 26, 27, 28, null, 53]);
    expect(indexWindow(53, 52)).toEqual([1, null, 51, 52, 53]);
    expect(indexWindow(1, 1)).toEqual([1]);
  });

  it("cuts a name short: its brackets first, then its end, never inside a Devanagari letter", () => {
    expect(shortName("Zinc", 24)).toBe("Zinc");
    expect(shortName("3 महीने की औसत शुगर का टेस्ट (HbA1c)", 24)).toBe("3 महीने की औसत शुगर का टेस्ट");
    expect(shortName("Dihydrotestosterone स्तर की जाँच (Dihydrotestosterone, urine (LC-MS/MS) 2)", 24)).toBe("Dihydrotestosterone स्तर…");
    expect(shortName("प्रोथ्रोम्बिन टाइम, INR के साथ (Prothrombin time with INR)", 10)).toBe("प्रोथ्रोम्बिन टाइम,…");
    expect(shortName("(IFE)", 3)).toBe("(I…");
  });
});
