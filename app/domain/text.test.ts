import { META_DESCRIPTION_MAX, metaDescription, shortenText } from "./text.ts";

describe("shortenText", () => {
  it("leaves short text as it is, spaces tidied", () => {
    expect(shortenText("  A short  line. ", 40)).toBe("A short line.");
  });

  it("cuts at a word boundary and marks the cut", () => {
    expect(shortenText("Measures haemoglobin, red and white blood cells", 30)).toBe("Measures haemoglobin, red and…");
    expect(shortenText("Measures haemoglobin, red and white blood cells", 22)).toBe("Measures haemoglobin…");
    expect(shortenText("Measures haemoglobin, red and white blood cells", 22).length).toBeLessThanOrEqual(22);
  });

  it("cuts a single long word if it must", () => {
    expect(shortenText("Polysomnography", 8)).toBe("Polysom…");
  });
});

describe("metaDescription", () => {
  it("keeps the facts whole and shortens the lead to fit", () => {
    const lead =
      "An overnight sleep study recording breathing, oxygen, brain waves, heart rhythm and leg movements to diagnose sleep apnoea, narcolepsy and other sleep disorders at a sleep lab.";
    const text = metaDescription(lead, "Report in 3–5 days, ₹8,000.");
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.endsWith("… Report in 3–5 days, ₹8,000.")).toBe(true);
    expect(text.startsWith("An overnight sleep study")).toBe(true);
  });

  it("does not cut a lead that fits", () => {
    expect(metaDescription("Checks your thyroid.", "₹650.")).toBe("Checks your thyroid. ₹650.");
  });
});
