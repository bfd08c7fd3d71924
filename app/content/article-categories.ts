// Article categories and the /blog filter buttons (docs/behaviour.md#blog). Kept apart from the articles so
// code that only needs the filters (the domain rules) does not pull the article data into every page.

export const articleCategories = [
  { id: "preventive", label: "Preventive Care" },
  { id: "test-guides", label: "Test Guides" },
  { id: "health-tips", label: "Health Tips" },
  { id: "technology", label: "Technology" },
] as const;
export type ArticleCategoryId = (typeof articleCategories)[number]["id"];
export const articleCategoryIds = articleCategories.map((c) => c.id) as [ArticleCategoryId, ...ArticleCategoryId[]];

/** The filter buttons with their fixed counts (more articles are counted than the six sample ones shown). */
export const articleFilters = [
  { id: "all", label: "All Articles", count: 12 },
  { id: "preventive", label: "Preventive Care", count: 4 },
  { id: "test-guides", label: "Test Guides", count: 3 },
  { id: "health-tips", label: "Health Tips", count: 3 },
  { id: "technology", label: "Technology", count: 2 },
] as const;
export type ArticleFilterId = (typeof articleFilters)[number]["id"];

/** Every article illustration (public/images/blog) is drawn at this size. */
export const articleImageSize = { width: 640, height: 360 } as const;
