import { galleryFilters, type GalleryFilterId } from "#content/gallery-categories.ts";
import type { GalleryItem } from "#content/gallery.ts";

/** Gallery rules (docs/behaviour.md#gallery): the selected filter, default "all". */

const filterIds: readonly string[] = galleryFilters.map((f) => f.id);

/** Any unknown or hostile value becomes the default filter. */
export function parseGalleryFilter(value: unknown): GalleryFilterId {
  return typeof value === "string" && filterIds.includes(value) ? (value as GalleryFilterId) : "all";
}

export function filterGallery(items: readonly GalleryItem[], filter: GalleryFilterId): GalleryItem[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}

/** How many images each filter tab shows. */
export function galleryCounts(items: readonly GalleryItem[]): Record<GalleryFilterId, number> {
  const counts = Object.fromEntries(galleryFilters.map((f) => [f.id, 0])) as Record<GalleryFilterId, number>;
  counts.all = items.length;
  for (const item of items) counts[item.category] += 1;
  return counts;
}

/** The viewer's next/previous index, wrapping at both ends; -1 when there is nothing to show. */
export function stepIndex(current: number, delta: number, length: number): number {
  if (length <= 0 || !Number.isFinite(current) || !Number.isFinite(delta)) return -1;
  const next = (Math.trunc(current) + Math.trunc(delta)) % length;
  return next < 0 ? next + length : next;
}
