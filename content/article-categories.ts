// Article categories and the /blog filter buttons (docs/behaviour.md#blog). Kept apart from the articles so
// code that only needs the filters (the domain rules) does not pull the article data into every page.
// The labels are words (./ui/en/article-category-words.ts).

import { articleCategoryWords as words } from "#words/article-category-words.ts";

export const articleCategories = [
  { id: "preventive", label: words.preventive },
  { id: "test-guides", label: words["test-guides"] },
  { id: "health-tips", label: words["health-tips"] },
  { id: "technology", label: words.technology },
] as const;
export type ArticleCategoryId = (typeof articleCategories)[number]["id"];
export const articleCategoryIds = articleCategories.map((c) => c.id) as [ArticleCategoryId, ...ArticleCategoryId[]];

/** The filter buttons with their fixed counts (more articles are counted than the six sample ones shown). */
export const articleFilters = [
  { id: "all", label: words.all, count: 12 },
  { id: "preventive", label: words.preventive, count: 4 },
  { id: "test-guides", label: words["test-guides"], count: 3 },
  { id: "health-tips", label: words["health-tips"], count: 3 },
  { id: "technology", label: words.technology, count: 2 },
] as const;
export type ArticleFilterId = (typeof articleFilters)[number]["id"];

/** Every article illustration (public/images/blog) is drawn at this size. */
export const articleImageSize = { width: 640, height: 360 } as const;
