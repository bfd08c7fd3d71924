import { describe, expect, it } from "vitest";
import { indexWindow, letterBar, shortName, testIndexPageCount, testIndexPages, testIndexPath } from "./test-index.ts";

const test = (id: number, name: string) => ({ id, name, price: 100 });
const see = (name: string, id: number, target: string) => ({ name, target: { id, name: target } });
/** Each page as its letters, each letter as its rows' names ("see" rows marked →). */
const shape = (pages: ReturnType<typeof testIndexPages>) =>
  pages.map((page) => [
    page.path,
    page.sections.map((section) => [
      section.letter,
      section.anchor,
      section.rows.map((row) => (row.kind === "see" ? `${row.name} → ${row.target.name}` : row.name)),
    ]),
  ]);

describe("all tests A–Z", () => {
  it("sorts tests and see rows together by name under their letters, case and accents aside, numbers as numbers", () => {
    const pages = testIndexPages(
      [
        test(1, "vitamin D"),
        test(2, "Anti-Müllerian hormone"),
        test(3, "CA 19-9"),
        test(4, "CA 125"),
        test(5, "ÁLT"),
        test(6, "24-hour urine protein"),
      ],
      [see("Creatinine", 7, "Serum creatinine"), see("Vit D", 1, "vitamin D")],
      "en",
    );
    expect(shape(pages)).toEqual([
      [
        "/all-tests",
        [
          ["0–9", "letter-0-9", ["24-hour urine protein"]],
          ["A", "letter-a", ["ÁLT", "Anti-Müllerian hormone"]],
          ["C", "letter-c", ["CA 19-9", "CA 125", "Creatinine → Serum creatinine"]],
          ["V", "letter-v", ["Vit D → vitamin D", "vitamin D"]],
        ],
      ],
    ]);
    expect(pages[0]).toMatchObject({ first: "24-hour urine protein", last: "vitamin D" });
  });

  it("goes on in numbered pages past the rows a page holds, a letter headed again where it runs on", () => {
    const pages = testIndexPages([test(1, "Calcium"), test(2, "Copper"), test(3, "Cortisol"), test(4, "Zinc")], [], "en", 2);
    expect(shape(pages)).toEqual([
      ["/all-tests", [["C", "letter-c", ["Calcium", "Copper"]]]],
      [
        "/all-tests/2",
        [
          ["C", "letter-c", ["Cortisol"]],
          ["Z", "letter-z", ["Zinc"]],
        ],
      ],
    ]);
    // The bar links each letter to the first page that has it; a letter with no name is shown, not linked.
    const bar = letterBar(pages, "en");
    expect(bar).toHaveLength(27);
    expect(bar.filter((entry) => entry.href !== null)).toEqual([
      { letter: "C", href: "/all-tests#letter-c" },
      { letter: "Z", href: "/all-tests/2#letter-z" },
    ]);
    expect(bar.slice(0, 3)).toEqual([
      { letter: "0–9", href: null },
      { letter: "A", href: null },
      { letter: "B", href: null },
    ]);
  });

  it("keeps one order for equal names (by id)", () => {
    const rows = testIndexPages([test(9, "ESR"), test(3, "esr")], [], "en")[0]!.sections[0]!.rows;
    expect(rows.map((row) => (row.kind === "test" ? row.id : 0))).toEqual([3, 9]);
  });

  it("files Hindi names under their Devanagari letter (a nukta under its letter), then the English names some tests keep", () => {
    const pages = testIndexPages(
      [test(1, "लिपिड प्रोफ़ाइल"), test(2, "कम्प्लीट ब्लड काउंट"), test(3, "ईएसआर"), test(4, "फ़ास्टिंग ब्लड शुगर"), test(5, "Cystatin C")],
      [see("क्रिएटिनिन", 6, "सीरम क्रिएटिनिन")],
      "hi",
    );
    expect(shape(pages)).toEqual([
      [
        "/all-tests",
        [
          ["ई", "letter-0908", ["ईएसआर"]],
          ["क", "letter-0915", ["कम्प्लीट ब्लड काउंट", "क्रिएटिनिन → सीरम क्रिएटिनिन"]],
          ["फ", "letter-092b", ["फ़ास्टिंग ब्लड शुगर"]],
          ["ल", "letter-0932", ["लिपिड प्रोफ़ाइल"]],
          ["C", "letter-c", ["Cystatin C"]],
        ],
      ],
    ]);
    const bar = letterBar(pages, "hi").map((entry) => entry.letter);
    expect(bar.slice(0, 4)).toEqual(["0–9", "अ", "आ", "इ"]);
    expect(bar.at(-1)).toBe("Z");
  });

  it("has one page per 250 rows, and one page for none", () => {
    expect(testIndexPageCount(0)).toBe(1);
    expect(testIndexPageCount(250)).toBe(1);
    expect(testIndexPageCount(251)).toBe(2);
    expect(testIndexPageCount(5012)).toBe(21);
    expect(testIndexPages([], [], "en")).toEqual([]);
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
