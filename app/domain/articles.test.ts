import { describe, expect, it } from "vitest";
import { articles } from "#content/articles.ts";
import { cardTags, displayedArticleCount, featuredArticle, filterArticles, parseArticleFilter } from "./articles.ts";

describe("articles", () => {
  it("finds the featured article and keeps it out of the grid", () => {
    const featured = featuredArticle(articles);
    expect(featured?.featured).toBe(true);
    const grid = filterArticles(articles, "all");
    expect(grid).toHaveLength(articles.length - 1);
    expect(grid).not.toContain(featured);
  });
  it("filters the grid by category, newest first, without the featured article", () => {
    const featured = featuredArticle(articles)!;
    for (const category of ["preventive", "test-guides", "health-tips", "technology"] as const) {
      const grid = filterArticles(articles, category);
      expect(grid.map((a) => a.id)).toEqual(
        articles
          .filter((a) => a.category === category && a !== featured)
          .sort((a, b) => b.date.localeCompare(a.date))
          .map((a) => a.id),
      );
    }
  });
  it("returns nothing when there are no articles (the empty state)", () => {
    expect(filterArticles([], "all")).toEqual([]);
    expect(filterArticles([], "technology")).toEqual([]);
  });
  it("shows the counts the spec fixes, which the articles now make true", () => {
    expect((["all", "preventive", "test-guides", "health-tips", "technology"] as const).map(displayedArticleCount)).toEqual([
      12, 4, 3, 3, 2,
    ]);
  });
  it("shows at most two tags on a card", () => {
    expect(cardTags(["a", "b", "c", "d"])).toEqual(["a", "b"]);
    expect(cardTags(["a"])).toEqual(["a"]);
    expect(cardTags([])).toEqual([]);
  });
  it("parses hostile values to the default", () => {
    for (const v of ["x".repeat(5000), "^$|", "<svg/onload=1>", "लेख", "📝", 7]) expect(parseArticleFilter(v)).toBe("all");
    expect(parseArticleFilter("test-guides")).toBe("test-guides");
  });
});
