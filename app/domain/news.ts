import { newsFilters, type NewsCategoryId, type NewsFilterId } from "#content/news-categories.ts";
import type { NewsItem } from "#content/news.ts";

/** News rules for /press (docs/behaviour.md#press): selected filter, default "all". */

const filterIds: readonly string[] = newsFilters.map((f) => f.id);

export function parseNewsFilter(value: unknown): NewsFilterId {
  return typeof value === "string" && filterIds.includes(value) ? (value as NewsFilterId) : "all";
}

/** Items of the filter, newest first. */
export function filterNews(items: readonly NewsItem[], filter: NewsFilterId): NewsItem[] {
  const chosen = filter === "all" ? [...items] : items.filter((item) => item.category === filter);
  return chosen.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export function newsCounts(items: readonly NewsItem[]): Record<NewsFilterId, number> {
  const counts = Object.fromEntries(newsFilters.map((f) => [f.id, 0])) as Record<NewsFilterId, number>;
  counts.all = items.length;
  for (const item of items) counts[item.category] += 1;
  return counts;
}

export type NewsBadgeTone = "blue" | "violet" | "green" | "accent" | "rose" | "neutral";

/** A distinct colour for five categories; every other category gets the default colour. */
export function newsBadgeTone(category: NewsCategoryId | string): NewsBadgeTone {
  switch (category) {
    case "expansion":
      return "blue";
    case "technology":
      return "violet";
    case "accreditation":
      return "green";
    case "partnership":
      return "accent";
    case "service-launch":
      return "rose";
    default:
      return "neutral";
  }
}
