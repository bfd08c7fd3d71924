// News categories and the /press filter (docs/behaviour.md#press), apart from the news items so the
// domain rules that need them do not pull the items into every page.

export const newsCategories = [
  { id: "expansion", label: "Expansion" },
  { id: "technology", label: "Technology" },
  { id: "accreditation", label: "Accreditation" },
  { id: "partnership", label: "Partnership" },
  { id: "service-launch", label: "Service Launch" },
  { id: "digital-innovation", label: "Digital Innovation" },
] as const;

export type NewsCategoryId = (typeof newsCategories)[number]["id"];
export const newsCategoryIds = newsCategories.map((c) => c.id) as [NewsCategoryId, ...NewsCategoryId[]];
export const newsFilters = [{ id: "all", label: "All" }, ...newsCategories] as const;
export type NewsFilterId = (typeof newsFilters)[number]["id"];

/** Every news illustration (public/images/news) is drawn at this size. */
export const newsImageSize = { width: 640, height: 360 } as const;
