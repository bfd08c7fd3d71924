import { describe, expect, it } from "vitest";
import { reviewSheetRows, sharedRows, type SheetStatements } from "./review-sheet-rows.ts";

/** A page's statements, written by hand: only what a test sets differs. */
function statements(
  id: string,
  name: string,
  change: Partial<Omit<SheetStatements, "fields">> & { fields?: Partial<SheetStatements["fields"]> } = {},
): SheetStatements {
  const [kind, number] = id.split("-") as ["test" | "package", string];
  return {
    id,
    kind,
    number: Number(number),
    name,
    noticeKeys: [],
    adviceKeys: [],
    fasts: false,
    instructions: false,
    ...change,
    fields: {
      description: [`${name}: what it measures.`],
      reasons: [],
      preparation: ["No fasting needed."],
      sample: ["Blood"],
      fasting: ["No fasting needed"],
      reportTime: ["24 hours"],
      where: ["Free home collection"],
      notices: [],
      aliases: [],
      ...change.fields,
    },
    review: {
      reviewer: "pathologist",
      role: "Consultant pathologist",
      qualification: "MD (Pathology)",
      reviewed: "2026-12-07",
      nextReview: "2027-12-07",
    },
  };
}

const hindiReview = {
  reviewer: "pathologist",
  role: "कंसल्टेंट पैथोलॉजिस्ट",
  qualification: "MD (Pathology)",
  reviewed: "2026-12-07",
  nextReview: "2027-12-07",
};
const words = { "chest-pain": ["chest pain", "सीने में दर्द"], fits: ["seizure"] };

describe("the review sheet's rows", () => {
  const en = [
    statements("test-1", "Vitamin D"),
    statements("package-100", "Sugar package", { fasts: true, fields: { fasting: ["10 hours"] } }),
    statements("test-12", "Troponin I", { noticeKeys: ["chest-pain"], fields: { notices: ["chest-pain: Chest pain now? Call 112"] } }),
    statements("test-7", "EEG", { fields: { reasons: ["Seizure follow-up on a doctor's request"] } }),
  ];
  const hi = [
    { ...statements("test-1", "विटामिन डी", { fields: { sample: ["खून"] } }), review: hindiReview },
    { ...statements("package-100", "शुगर पैकेज", { fasts: true, fields: { fasting: ["10 घंटे"] } }), review: hindiReview },
    { ...statements("test-12", "ट्रोपोनिन I"), review: hindiReview },
    { ...statements("test-7", "ईईजी"), review: hindiReview },
  ];

  it("puts the acute items first (a notice named, an emergency word said), then preparation, then the rest", () => {
    const rows = reviewSheetRows(en, hi, words);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => [row.id, row.risk])).toEqual([
      ["test-7", "acute"],
      ["test-12", "acute"],
      ["package-100", "preparation"],
      ["test-1", "routine"],
    ]);
    expect(rows[0]!.why).toEqual(["says “seizure”"]);
    expect(rows[1]!.why).toEqual(["names the safety notice chest-pain"]);
  });

  it("finds an emergency word in the Hindi words too", () => {
    const hindi = hi.map((s) => (s.id === "test-1" ? { ...s, fields: { ...s.fields, reasons: ["सीने में दर्द"] } } : s));
    const row = reviewSheetRows(en, hindi, words).find((r) => r.id === "test-1")!;
    expect(row.risk).toBe("acute");
    expect(row.why).toEqual(["says “सीने में दर्द”"]);
  });

  it("sets each statement's English beside its Hindi, with both names and the reviewer's role in both", () => {
    const row = reviewSheetRows(en, hi, words).find((r) => r.id === "test-1")!;
    expect(row.name).toEqual({ en: "Vitamin D", hi: "विटामिन डी" });
    expect(row.cells.map((cell) => cell.label)).toEqual([
      "Description",
      "Recommended for",
      "Preparation",
      "Sample",
      "Fasting",
      "Report time",
      "Where it is done",
      "Safety notices",
      "Also known as",
    ]);
    expect(row.cells.find((cell) => cell.key === "sample")).toEqual({ key: "sample", label: "Sample", en: ["Blood"], hi: ["खून"] });
    expect(row.review).toEqual({
      reviewer: "pathologist",
      role: "Consultant pathologist",
      roleHi: "कंसल्टेंट पैथोलॉजिस्ट",
      qualification: "MD (Pathology)",
      reviewed: "2026-12-07",
      nextReview: "2027-12-07",
    });
  });

  it("stops when an item has no Hindi statements", () => {
    expect(() => reviewSheetRows(en, hi.slice(1), words)).toThrow("The review sheet has no Hindi statements for test-1");
  });

  it("since a previous version lists only the changed, new and gone items, each change with what it said before", () => {
    const previousEn = [
      statements("test-1", "Vitamin D", { fields: { reportTime: ["48 hours"] } }),
      statements("package-100", "Sugar package", { fasts: true, fields: { fasting: ["10 hours"] } }),
      statements("test-7", "EEG", { fields: { reasons: ["Seizure follow-up on a doctor's request"] } }),
      statements("test-99", "Gone test"),
    ];
    const previousHi = [
      { ...statements("test-1", "विटामिन डी", { fields: { sample: ["खून"] } }), review: hindiReview },
      {
        ...statements("package-100", "शुगर पैकेज", { fasts: true, fields: { fasting: ["10 घंटे"] } }),
        review: { ...hindiReview, reviewed: "2025-12-07" },
      },
      { ...statements("test-7", "ईईजी"), review: hindiReview },
      { ...statements("test-99", "गया टेस्ट"), review: hindiReview },
    ];
    const rows = reviewSheetRows(en, hi, words, { en: previousEn, hi: previousHi });
    expect(rows.map((row) => [row.id, row.change])).toEqual([
      ["test-12", "new"],
      ["test-1", "changed"],
      ["test-99", "removed"],
    ]);
    const changed = rows[1]!.cells.filter((cell) => cell.was);
    expect(changed).toEqual([
      { key: "reportTime", label: "Report time", en: ["24 hours"], hi: ["24 hours"], was: { en: ["48 hours"], hi: ["24 hours"] } },
    ]);
  });

  it("lists the shared texts side by side, and since a previous version only those that changed", () => {
    const now = {
      en: [{ id: "medical-note", label: "Note", text: "Your doctor reads the results." }],
      hi: [{ id: "medical-note", label: "Note", text: "नतीजे आपके डॉक्टर पढ़ें।" }],
    };
    expect(sharedRows(now.en, now.hi)).toEqual([
      { id: "medical-note", label: "Note", en: "Your doctor reads the results.", hi: "नतीजे आपके डॉक्टर पढ़ें।" },
    ]);
    expect(sharedRows(now.en, now.hi, now)).toEqual([]);
    const before = { en: [{ id: "medical-note", label: "Note", text: "Your doctor explains." }], hi: now.hi };
    expect(sharedRows(now.en, now.hi, before)).toEqual([
      {
        id: "medical-note",
        label: "Note",
        en: "Your doctor reads the results.",
        hi: "नतीजे आपके डॉक्टर पढ़ें।",
        was: { en: "Your doctor explains.", hi: "नतीजे आपके डॉक्टर पढ़ें।" },
        change: "changed",
      },
    ]);
  });
});
