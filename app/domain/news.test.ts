import { describe, expect, it } from "vitest";
import { newsCategories } from "#content/news-categories.ts";
import { newsItems } from "#content/news.ts";
import { filterNews, newsBadgeTone, newsCounts, parseNewsFilter } from "./news.ts";

describe("news filter", () => {
  it("shows every item under All, newest first", () => {
    const all = filterNews(newsItems, "all");
    expect(all).toHaveLength(newsItems.length);
    const dates = all.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
  it("shows only the chosen category", () => {
    expect(newsCategories).toHaveLength(6);
    for (const c of newsCategories) {
      const shown = filterNews(newsItems, c.id);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((i) => i.category === c.id)).toBe(true);
    }
  });
  it("counts each category", () => {
    expect(newsCounts(newsItems)).toEqual({
      all: 8,
      expansion: 2,
      technology: 1,
      accreditation: 1,
      partnership: 1,
      "service-launch": 2,
      "digital-innovation": 1,
    });
  });
  it("does not change the content array", () => {
    const before = newsItems.map((i) => i.id);
    filterNews(newsItems, "all");
    expect(newsItems.map((i) => i.id)).toEqual(before);
  });
  it("parses hostile values to the default", () => {
    for (const v of ["x".repeat(5000), "(.*)+$", "<b>", "समाचार", "📰", undefined]) expect(parseNewsFilter(v)).toBe("all");
    expect(parseNewsFilter("service-launch")).toBe("service-launch");
  });
});

describe("badge colours", () => {
  it("gives five categories distinct colours and the rest the default", () => {
    const five = ["expansion", "technology", "accreditation", "partnership", "service-launch"].map(newsBadgeTone);
    expect(new Set(five).size).toBe(5);
    expect(five).not.toContain("neutral");
    expect(newsBadgeTone("digital-innovation")).toBe("neutral");
    expect(newsBadgeTone("anything else")).toBe("neutral");
  });
});
