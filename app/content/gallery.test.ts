import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { facilityHighlights, galleryItems } from "./gallery";
import { galleryCategories } from "./gallery-categories";
import { galleryItemSchema } from "./gallery.schema";

describe("gallery content", () => {
  it("parses, with unique ids", () => {
    galleryItems.forEach((item) => galleryItemSchema.parse(item));
    expect(new Set(galleryItems.map((i) => i.id)).size).toBe(galleryItems.length);
  });
  it("has items in each of the four categories", () => {
    for (const category of galleryCategories) {
      expect(galleryItems.some((i) => i.category === category.id)).toBe(true);
    }
  });
  it("points every image at a small local file", () => {
    for (const item of galleryItems) {
      const file = `public${item.image}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });
  it("has a facility highlights block", () => {
    expect(facilityHighlights.length).toBeGreaterThanOrEqual(3);
  });
});
