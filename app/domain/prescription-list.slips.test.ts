import { describe, expect, it } from "vitest";
import { builtPrescriptionSources } from "#app/testing/prescription-sources.ts";
import { readPrescription, type ReadLine } from "./prescription-list.ts";
import { prescriptionSlips } from "./prescription-slips.fixture.ts";

// The slips of ./prescription-slips.fixture.ts, read against the index and prescription part the build
// writes, each line as the fixture writes it by hand.
const sources = builtPrescriptionSources();

function asWritten(line: ReadLine): string {
  switch (line.status) {
    case "matched":
      return line.match.id;
    case "duplicate":
      return `dup ${line.match.id}`;
    case "ambiguous":
      return `ask ${line.choices.map((choice) => choice.id).join(" ")}`;
    case "unmatched":
      return "none";
    case "not-done":
      return "not-done";
  }
}

describe("real-looking slips", () => {
  it("are at least 40, in English and Hindi", () => {
    expect(prescriptionSlips.length).toBeGreaterThanOrEqual(40);
    expect(prescriptionSlips.filter((slip) => slip.lang === "hi").length).toBeGreaterThanOrEqual(6);
  });

  it.each(prescriptionSlips.map((slip) => [slip.name, slip] as const))("%s", (_name, slip) => {
    const reading = readPrescription(slip.text, sources);
    expect(reading.lines.map(asWritten)).toEqual(slip.lines);
    // Every line keeps the words the person wrote.
    for (const line of reading.lines) expect(slip.text).toContain(line.text.split("/")[0]!.trim());
  });
});
