import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue.ts";
import { testGuide } from "./test-guide.ts";

// Written out by hand from content/en/test-facts/ and content/en/advice/ (what each test asks), and
// docs/content-review.md rules 1 and 5 (said once per list).
const FAST_12 = "Fast for 12 hours before the sample: no food or drink other than plain water.";
const ALCOHOL = "Avoid alcohol for 24 hours before the sample.";
const THYROID_TABLET = "If you take a thyroid tablet, take it after the sample, not before.";
const BIOTIN =
  "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first.";

describe("the printable test guide", () => {
  const guide = testGuide(catalogue);
  const line = (name: string) => guide.groups.flatMap((group) => group.items).find((item) => item.name === name)!;
  const notesOf = (name: string) => line(name).notes.map((number) => guide.notes[number - 1]);

  it("keeps each line's fast, or that it needs none, on the line, without the medicine rule the general advice gives once", () => {
    expect(line("Complete Blood Count (CBC)").preparation).toEqual(["No fasting needed."]);
    expect(line("Lipid Profile").preparation).toEqual([FAST_12]);
    expect(line("Complete Blood Count (CBC)").notes).toEqual([]);
  });

  it("says an instruction several lines share once, as a numbered note the lines name", () => {
    expect(notesOf("Lipid Profile")).toEqual([ALCOHOL]);
    expect(notesOf("Thyroid Function Test")).toEqual([THYROID_TABLET, BIOTIN]);
    expect(guide.notes.filter((note) => note === BIOTIN)).toHaveLength(1);
    // An instruction only one line asks for stays on that line.
    expect(line("Resting ECG").preparation).toEqual([
      "No fasting needed.",
      "Wear a loose two-piece outfit, avoid body lotion on the chest and rest for 5 minutes before the recording.",
    ]);
  });

  it("drops nothing: each line's steps and notes are its whole preparation, less the general advice", () => {
    const general = new Set([
      "Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise. If you take insulin or sugar-lowering tablets, ask your doctor beforehand how to adjust them for the fast. Usually the morning dose waits until after the fasting sample and is then taken with breakfast. If you feel shaky, sweaty, confused or faint while fasting, eat or drink something sugary at once and tell us; we will rebook the test. A child fasts only as long as their doctor advises: never fast a baby, or a child with diabetes, without the doctor's advice.",
    ]);
    const lines = guide.groups.flatMap((group) => group.items);
    // 16 tests and 25 packages (content/catalogue.ts).
    expect(lines).toHaveLength(41);
    for (const item of lines) {
      const original = catalogue.find((entry) => entry.id === item.id)!.preparation;
      const kept = [...item.preparation, ...item.notes.map((number) => guide.notes[number - 1])];
      const expected = original
        .filter((step) => !general.has(step))
        .map((step) => (step.startsWith("No fasting needed. ") ? "No fasting needed." : step));
      expect(kept.toSorted(), item.name).toEqual(expected.toSorted());
    }
  });
});

describe("the printable test guide as the menu grows", () => {
  it("lists every package and only the tests marked for the guide", () => {
    const cbc = catalogue.find((item) => item.type === "test" && item.id === 1)!;
    expect(cbc.type === "test" && cbc.inGuide).toBe(true);
    const unmarked = Array.from({ length: 500 }, (_, index) => ({ ...cbc, id: 5000 + index, name: `Menu test ${index}`, inGuide: false }));
    const guide = testGuide([...catalogue, ...unmarked]);
    const lines = guide.groups.flatMap((group) => group.items);
    // The 16 tests marked for the guide and the 25 packages; none of the 500 unmarked tests.
    expect(lines).toHaveLength(41);
    expect(lines.filter((line) => line.name.startsWith("Menu test"))).toEqual([]);
  });
});
