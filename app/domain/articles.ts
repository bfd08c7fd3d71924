import { articleFilters, type ArticleFilterId } from "#content/article-categories.ts";
import type { Article } from "#content/articles.ts";

/** Article rules for /blog (docs/behaviour.md#blog). */

const filterIds: readonly string[] = articleFilters.map((f) => f.id);

/** Tags shown on a card: the first two, so cards stay the same height. */
export const MAX_CARD_TAGS = 2;

export function parseArticleFilter(value: unknown): ArticleFilterId {
  return typeof value === "string" && filterIds.includes(value) ? (value as ArticleFilterId) : "all";
}

/** The featured article (the first flagged one), if any. */
export function featuredArticle(items: readonly Article[]): Article | undefined {
  return items.find((a) => a.featured);
}

/** The grid: non-featured articles of the filter, newest first. */
export function filterArticles(items: readonly Article[], filter: ArticleFilterId): Article[] {
  const featured = featuredArticle(items);
  return items
    .filter((a) => a !== featured && (filter === "all" || a.category === filter))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The count a filter button displays: fixed in content, not derived from the six sample articles. */
export function displayedArticleCount(filter: ArticleFilterId): number {
  return articleFilters.find((f) => f.id === filter)?.count ?? 0;
}

export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, MAX_CARD_TAGS);
}
