import { describe, expect, it } from "vitest";
import { loadPrescriptionPart, parsePrescriptionPart } from "./prescription-data.ts";

const part = {
  shorthands: [{ words: ["FBS"], item: "1033" }],
  notDone: [{ name: "MRI", words: ["MRI"], says: "We do not do MRI." }],
  packageTests: { "100": ["cbc"] },
  panels: { lft: ["sgpt-alt"] },
  fastingWarning: "Keep taking your usual medicines.",
};

describe("the prescription part as fetched", () => {
  it("is read when it has every field of the right type", () => {
    expect(parsePrescriptionPart(part)).toEqual(part);
  });

  it("is refused when it is an error page, cut off, or a field is wrong", () => {
    for (const body of [
      null,
      "<html>",
      [],
      { ...part, shorthands: [{ words: "FBS", item: "1033" }] },
      { ...part, panels: undefined },
      { ...part, fastingWarning: 1 },
    ]) {
      expect(parsePrescriptionPart(body)).toBeNull();
    }
  });

  it("rejects a load whose body is not a part, so the box can offer to try again", async () => {
    await expect(loadPrescriptionPart(() => Promise.resolve(part), "/search/prescription-1.json")).resolves.toEqual(part);
    await expect(loadPrescriptionPart(() => Promise.resolve("<html>"), "/search/prescription-1.json")).rejects.toThrow(
      "/search/prescription-1.json: not a prescription part",
    );
  });
});
