import { describe, expect, it } from "vitest";
import { listNoticesOf } from "./list-notices.ts";

// Written out by hand: what a list of cards says once above it (docs/content-review.md, rules 1 and 5).
const CHEST = "Chest pain now? Call 112.";
const FITS = "A fit happening now? Call 112.";
const INSULIN = "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.";
const PET = "Ask your vet before a fast if your pet has diabetes.";

describe("a list's notices", () => {
  it("says each call-112 line and each fasting warning once, naming the items it concerns, emergencies first", () => {
    const notices = listNoticesOf([
      { name: "Lipid Profile", fastingNote: INSULIN },
      { name: "Resting ECG", alert: CHEST },
      { name: "Complete Blood Count (CBC)" },
      { name: "Treadmill Test", alert: CHEST },
      { name: "Standard EEG", alert: FITS },
      { name: "Blood Sugar (Fasting)", fastingNote: INSULIN },
      { name: "Pet Abdomen X-ray", fastingNote: PET },
    ]);
    expect(notices).toEqual([
      { kind: "emergency", text: CHEST, names: ["Resting ECG", "Treadmill Test"], all: false },
      { kind: "emergency", text: FITS, names: ["Standard EEG"], all: false },
      { kind: "fasting", text: INSULIN, names: ["Lipid Profile", "Blood Sugar (Fasting)"], all: false },
      { kind: "fasting", text: PET, names: ["Pet Abdomen X-ray"], all: false },
    ]);
  });

  it("says a warning is for every item when it concerns all of a list of several, and names the one item of a list of one", () => {
    expect(
      listNoticesOf([
        { name: "Basic Health Checkup", fastingNote: INSULIN },
        { name: "Diabetes Care", fastingNote: INSULIN },
      ]),
    ).toEqual([{ kind: "fasting", text: INSULIN, names: ["Basic Health Checkup", "Diabetes Care"], all: true }]);
    expect(listNoticesOf([{ name: "Lipid Profile", fastingNote: INSULIN }])).toEqual([
      { kind: "fasting", text: INSULIN, names: ["Lipid Profile"], all: false },
    ]);
  });

  it("has nothing to say for a list without a fast or a call-112 line, or an empty one", () => {
    expect(listNoticesOf([{ name: "Complete Blood Count (CBC)" }, { name: "HbA1c" }])).toEqual([]);
    expect(listNoticesOf([])).toEqual([]);
  });
});
