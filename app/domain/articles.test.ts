import { describe, expect, it } from "vitest";
import { articles } from "~/content/articles";
import { cardTags, displayedArticleCount, featuredArticle, filterArticles, parseArticleFilter } from "./articles";

describe("articles", () => {
  it("finds the featured article and keeps it out of the grid", () => {
    const featured = featuredArticle(articles);
    expect(featured?.featured).toBe(true);
    const grid = filterArticles(articles, "all");
    expect(grid).toHaveLength(5);
    expect(grid).not.toContain(featured);
  });
  it("filters the grid by category", () => {
    expect(filterArticles(articles, "preventive").map((a) => a.id)).toEqual(["hba1c-and-prediabetes"]);
    expect(filterArticles(articles, "test-guides")).toHaveLength(2);
    expect(filterArticles(articles, "health-tips")).toHaveLength(2);
  });
  it("returns nothing for a category with no sample article (the empty state)", () => {
    expect(filterArticles(articles, "technology")).toEqual([]);
    expect(filterArticles([], "all")).toEqual([]);
  });
  it("shows the fixed counts, not the sample counts", () => {
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
