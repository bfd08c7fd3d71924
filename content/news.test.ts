import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { newsItemSchema } from "#content/collections/news.schema.ts";
import { newsCategories } from "./news-categories.ts";
import { newsItems } from "./news.ts";

describe("news content", () => {
  it("parses, with unique ids", () => {
    expect(newsItems).toHaveLength(8);
    newsItems.forEach((item) => newsItemSchema.parse(item));
    expect(new Set(newsItems.map((i) => i.id)).size).toBe(newsItems.length);
  });
  it("covers all six categories, each item with tags and full content", () => {
    expect(newsCategories).toHaveLength(6);
    for (const category of newsCategories) {
      expect(newsItems.some((i) => i.category === category.id)).toBe(true);
    }
    expect(newsItems.length).toBeGreaterThanOrEqual(newsCategories.length);
    for (const item of newsItems) {
      expect(item.tags.length).toBeGreaterThan(0);
      expect(item.content.join(" ").length).toBeGreaterThan(item.excerpt.length);
    }
  });
  it("points every image at a small local file", () => {
    expect(newsItems.length).toBeGreaterThanOrEqual(6);
    for (const item of newsItems) {
      const file = `public${item.image}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });
});
