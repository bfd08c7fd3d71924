import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { galleryItemSchema } from "#content/collections/gallery.schema.ts";
import { galleryCategories } from "./gallery-categories.ts";
import { centreNetworkHighlight, facilityHighlights, galleryItems } from "./gallery.ts";

describe("gallery content", () => {
  it("parses, with unique ids", () => {
    expect(galleryItems).toHaveLength(12);
    galleryItems.forEach((item) => galleryItemSchema.parse(item));
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(galleryItems.length);
  });
  it("has items in each of the four categories", () => {
    expect(galleryCategories).toHaveLength(4);
    for (const category of galleryCategories) {
      expect(galleryItems.some((i) => i.category === category.id)).toBe(true);
    }
  });
  it("points every image at a small local file", () => {
    expect(galleryItems.length).toBeGreaterThanOrEqual(8);
    for (const item of galleryItems) {
      const file = `public${item.image}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });
  it("has a facility highlights block", () => {
    expect(facilityHighlights.length).toBeGreaterThanOrEqual(3);
  });
  it("counts the centres from the list and types no hours or counts of its own (the page computes them from the list)", () => {
    expect(centreNetworkHighlight.title).toBe("9 centres");
    expect(JSON.stringify(facilityHighlights)).not.toMatch(/\d+ centres|7:00 AM/);
  });
  it("says who signs which report", () => {
    expect(galleryItems.find((i) => i.id === "pathologists")?.description).toBe(
      "Every laboratory report is signed by a pathologist; X-rays and recordings by the relevant specialist.",
    );
  });
});
