import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeTable } from "#app/routes.ts";
import { faqCategorySchema, quickAccessTileSchema, resourceSchema } from "#content/collections/resources.schema.ts";
import { faqCategories, quickAccessTiles, resources } from "./resources.ts";

/** Static paths of the route table (no `[parameter]` segments). */
function routePaths(): string[] {
  return routeTable.map((r) => r.pattern).filter((p) => !p.includes("["));
}

describe("resources content", () => {
  it("parses", () => {
    expect([resources, faqCategories, quickAccessTiles].map((list) => list.length)).toEqual([4, 3, 6]);
    resources.forEach((r) => resourceSchema.parse(r));
    faqCategories.forEach((c) => faqCategorySchema.parse(c));
    quickAccessTiles.forEach((t) => quickAccessTileSchema.parse(t));
    expect(new Set(resources.map((r) => r.id)).size).toBe(resources.length);
  });
  it("every PDF is a real file of the stated size", () => {
    const pdfs = resources.filter((r) => r.type === "PDF");
    expect(pdfs.length).toBeGreaterThan(0);
    for (const r of pdfs) {
      const file = `public${r.href}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "latin1").startsWith("%PDF-1.")).toBe(true);
      expect(r.size).toBe(`${Math.ceil(statSync(file).size / 1024)} KB`);
    }
  });
  it("the video entry opens a real page and says so", () => {
    const videos = resources.filter((r) => r.type === "Video");
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) {
      expect(routePaths()).toContain(v.href.split("#")[0]);
      expect(v.note.length).toBeGreaterThan(0);
    }
  });
  it("has FAQs in three categories with unique questions", () => {
    expect(faqCategories).toHaveLength(3);
    const questions = faqCategories.flatMap((c) => c.faqs.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
  });
  it("quick-access tiles link to real routes", () => {
    expect(quickAccessTiles.length).toBeGreaterThan(0);
    for (const tile of quickAccessTiles) expect(routePaths()).toContain(tile.href);
  });
});
