// Gallery categories and filter tabs (docs/behaviour.md#gallery), apart from the images so the
// domain rules that need them do not pull the image list into every page. The labels are words (./ui/en/gallery-category-words.ts).

import { galleryCategoryWords as words } from "#words/gallery-category-words.ts";

export const galleryCategories = [
  { id: "center-tour", label: words["center-tour"] },
  { id: "equipment", label: words.equipment },
  { id: "team", label: words.team },
  { id: "events", label: words.events },
] as const;

export type GalleryCategoryId = (typeof galleryCategories)[number]["id"];
export const galleryCategoryIds = galleryCategories.map((c) => c.id) as [GalleryCategoryId, ...GalleryCategoryId[]];

/** The filter tabs: "All Images" first, then the four categories. */
export const galleryFilters = [{ id: "all", label: words.all }, ...galleryCategories] as const;
export type GalleryFilterId = (typeof galleryFilters)[number]["id"];
