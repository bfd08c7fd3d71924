import { useCallback, useState } from "react";
import { FilterBar } from "#app/components/ui/filter-bar.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Lightbox } from "#app/components/ui/lightbox.tsx";
import { MediaCard } from "#app/components/ui/media-card.tsx";
import { EmptyState } from "#app/components/ui/states.tsx";
import { filterGallery, galleryCounts, stepIndex } from "#app/domain/gallery.ts";
import { galleryCategories, galleryFilters, type GalleryFilterId } from "#content/gallery-categories.ts";
import type { GalleryItem } from "#content/gallery.ts";
import { galleryImages as words } from "#words/gallery-images.ts";

const categoryLabel = Object.fromEntries(galleryCategories.map((c) => [c.id, c.label]));

/**
 * The gallery's images (an island): the filter tabs, the grid and the full-screen viewer, which steps
 * through the filtered images only. `items` and their one `imageSize`: content/gallery.ts, handed over by
 * the page at build time (the content module itself would bring the gallery's highlights along).
 */
export function GalleryImages({ items, imageSize }: { items: GalleryItem[]; imageSize: { width: number; height: number } }) {
  const [filter, setFilter] = useState<GalleryFilterId>("all");
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const counts = galleryCounts(items);
  const shown = filterGallery(items, filter);
  const current = openIndex === null ? undefined : shown[openIndex];
  const close = useCallback(() => setOpenIndex(null), []);

  return (
    <>
      <FilterBar
        label={words.filterLabel}
        options={galleryFilters.map((f) => ({ value: f.id, label: f.label, count: counts[f.id] }))}
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setOpenIndex(null);
        }}
        className="mb-8 justify-center"
      />
      {shown.length === 0 ? (
        <EmptyState title={words.noImages} />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={words.count(shown.length)}>
          {shown.map((item, index) => (
            <MediaCard
              as="li"
              key={item.id}
              image={{ src: item.image, alt: item.alt, ...imageSize }}
              imageClassName="aspect-[4/3] h-auto object-cover transition-transform group-hover:scale-[1.02]"
              media={(img) => (
                <button
                  type="button"
                  onClick={() => setOpenIndex(index)}
                  className="group relative block w-full text-left"
                  aria-label={words.viewLarger(item.title)}
                >
                  {img}
                  <span className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-card">
                    <Icon name="Maximize2" className="size-4" />
                  </span>
                </button>
              )}
              bodyClassName="p-5"
              top={<p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{categoryLabel[item.category]}</p>}
              title={item.title}
              titleClassName="mt-1 text-lg font-semibold"
            >
              <p className="mt-1 text-sm text-ink-600">{item.description}</p>
            </MediaCard>
          ))}
        </ul>
      )}

      <Lightbox
        label={words.viewerLabel}
        image={
          current
            ? {
                src: current.image,
                alt: current.alt,
                title: current.title,
                description: current.description,
                ...imageSize,
              }
            : null
        }
        position={openIndex === null ? undefined : words.position(openIndex + 1, shown.length)}
        onPrevious={shown.length > 1 ? () => setOpenIndex((i) => stepIndex(i ?? 0, -1, shown.length)) : undefined}
        onNext={shown.length > 1 ? () => setOpenIndex((i) => stepIndex(i ?? 0, 1, shown.length)) : undefined}
        onClose={close}
      />
    </>
  );
}
