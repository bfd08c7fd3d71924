// News categories and the /press filter (docs/behaviour.md#press), apart from the news items so the
// domain rules that need them do not pull the items into every page. The labels are words (./ui/en/news-category-words.ts).

import { newsCategoryWords as words } from "#words/news-category-words.ts";

export const newsCategories = [
  { id: "expansion", label: words.expansion },
  { id: "technology", label: words.technology },
  { id: "accreditation", label: words.accreditation },
  { id: "partnership", label: words.partnership },
  { id: "service-launch", label: words["service-launch"] },
  { id: "digital-innovation", label: words["digital-innovation"] },
] as const;

export type NewsCategoryId = (typeof newsCategories)[number]["id"];
export const newsCategoryIds = newsCategories.map((c) => c.id) as [NewsCategoryId, ...NewsCategoryId[]];
export const newsFilters = [{ id: "all", label: words.all }, ...newsCategories] as const;
export type NewsFilterId = (typeof newsFilters)[number]["id"];

/** Every news illustration (public/images/news) is drawn at this size. */
export const newsImageSize = { width: 640, height: 360 } as const;
