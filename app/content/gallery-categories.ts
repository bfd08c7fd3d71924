// Gallery categories and filter tabs (docs/behaviour.md#gallery), apart from the images so the
// domain rules that need them do not pull the image list into every page.

export const galleryCategories = [
  { id: "center-tour", label: "Center Tour" },
  { id: "equipment", label: "Advanced Equipment" },
  { id: "team", label: "Our Team" },
  { id: "events", label: "Events" },
] as const;

export type GalleryCategoryId = (typeof galleryCategories)[number]["id"];
export const galleryCategoryIds = galleryCategories.map((c) => c.id) as [GalleryCategoryId, ...GalleryCategoryId[]];

/** The filter tabs: "All Images" first, then the four categories. */
export const galleryFilters = [{ id: "all", label: "All Images" }, ...galleryCategories] as const;
export type GalleryFilterId = (typeof galleryFilters)[number]["id"];
