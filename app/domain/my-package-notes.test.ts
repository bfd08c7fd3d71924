import { describe, expect, it } from "vitest";
import { addNotes, cleanNotes, MAX_NOTES, parseStoredNotes, removeNote, serializeNotes } from "./my-package-notes.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 11, 7, 12);

describe("cleanNotes", () => {
  it("collapses spaces, drops empty lines and repeats whatever their case, and cuts long lines", () => {
    expect(cleanNotes(["  Dr. Mehta's   panel ", "", "   ", "dr. mehta's panel", 42, null, "x".repeat(200)])).toEqual([
      "Dr. Mehta's panel",
      "x".repeat(120),
    ]);
  });

  it("keeps at most 30 lines", () => {
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`);
    expect(MAX_NOTES).toBe(30);
    expect(cleanNotes(lines)).toHaveLength(30);
    expect(cleanNotes(lines).at(-1)).toBe("line 30");
  });
});

describe("parseStoredNotes", () => {
  it("reads back what it wrote, kept as written", () => {
    expect(parseStoredNotes(serializeNotes(["Sr. Homocysteine", "विटामिन ई"], now), now + 6 * DAY)).toEqual([
      "Sr. Homocysteine",
      "विटामिन ई",
    ]);
  });

  it("drops lines saved more than a week before, or after (a clock set back), or with no time", () => {
    const raw = serializeNotes(["ANA profile"], now);
    expect(parseStoredNotes(raw, now + 8 * DAY)).toEqual([]);
    expect(parseStoredNotes(raw, now - 8 * DAY)).toEqual([]);
    expect(parseStoredNotes(JSON.stringify({ v: 1, lines: ["ANA profile"] }), now)).toEqual([]);
  });

  it("reads corrupt, hostile or future formats as no lines", () => {
    for (const raw of [null, "", "{", "[]", '"text"', '{"v":2,"savedAt":0,"lines":["a"]}', '{"v":1,"savedAt":0,"lines":"a"}']) {
      expect(parseStoredNotes(raw, 0)).toEqual([]);
    }
  });
});

describe("addNotes and removeNote", () => {
  it("adds after the lines held, each once, and removes one line exactly", () => {
    const lines = addNotes(["ANA profile"], ["ana profile", "Sr. Homocysteine"]);
    expect(lines).toEqual(["ANA profile", "Sr. Homocysteine"]);
    expect(removeNote(lines, "ANA profile")).toEqual(["Sr. Homocysteine"]);
  });
});
