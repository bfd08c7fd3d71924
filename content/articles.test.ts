import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleSchema } from "#content/collections/articles.schema.ts";
import { articleFilters } from "./article-categories.ts";
import { articles } from "./articles.ts";

describe("articles content", () => {
  it("has twelve articles that parse, unique ids, exactly one featured", () => {
    expect(articles).toHaveLength(12);
    articles.forEach((a) => articleSchema.parse(a));
    expect(new Set(articles.map((a) => a.id)).size).toBe(12);
    expect(articles.filter((a) => a.featured)).toHaveLength(1);
  });
  it("displays the fixed filter counts", () => {
    expect(articleFilters.map((f) => [f.id, f.count])).toEqual([
      ["all", 12],
      ["preventive", 4],
      ["test-guides", 3],
      ["health-tips", 3],
      ["technology", 2],
    ]);
  });
  it("makes every displayed filter count true", () => {
    expect(articleFilters).toHaveLength(5); // All and the four categories
    for (const f of articleFilters) {
      const actual = f.id === "all" ? articles.length : articles.filter((a) => a.category === f.id).length;
      expect(actual, f.id).toBe(f.count);
    }
  });
  it("points every image at a small local file", () => {
    expect(articles).toHaveLength(12);
    for (const a of articles) {
      const file = `public${a.image}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });
});
