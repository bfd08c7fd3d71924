import { describe, expect, it } from "vitest";
import { galleryItems, type GalleryItem } from "#content/gallery.ts";
import { filterGallery, galleryCounts, parseGalleryFilter, stepIndex } from "./gallery.ts";

const hostile = ["x".repeat(5000), ".*[(", "<script>alert(1)</script>", "जाँच", "🩺🧪", "", "ALL", " all "];

describe("gallery filter", () => {
  it("shows every image under All Images", () => {
    expect(filterGallery(galleryItems, "all")).toHaveLength(galleryItems.length);
  });
  it("shows only the chosen category", () => {
    for (const id of ["center-tour", "equipment", "team", "events"] as const) {
      const shown = filterGallery(galleryItems, id);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((i) => i.category === id)).toBe(true);
    }
  });
  it("returns nothing for a category without images (the empty state)", () => {
    const onlyTeam: GalleryItem[] = galleryItems.filter((i) => i.category === "team");
    expect(filterGallery(onlyTeam, "events")).toEqual([]);
    expect(filterGallery([], "all")).toEqual([]);
  });
  it("counts each tab", () => {
    const counts = galleryCounts(galleryItems);
    expect(counts).toEqual({ all: 12, "center-tour": 3, equipment: 4, team: 2, events: 3 });
    expect(galleryCounts([])).toEqual({ all: 0, "center-tour": 0, equipment: 0, team: 0, events: 0 });
  });
  it("turns unknown or hostile values into the default", () => {
    for (const value of [...hostile, undefined, null, 42, {}]) expect(parseGalleryFilter(value)).toBe("all");
    expect(parseGalleryFilter("events")).toBe("events");
  });
});

describe("viewer stepping", () => {
  it("moves and wraps at both ends", () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, -1, 3)).toBe(0);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });
  it("returns -1 when there is nothing to show or the input is not a number", () => {
    expect(stepIndex(0, 1, 0)).toBe(-1);
    expect(stepIndex(Number.NaN, 1, 3)).toBe(-1);
  });
});
