import { Icon } from "~/components/ui/icon";
import { useCallback, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { FeatureGrid } from "~/components/ui/feature-card";
import { FilterBar } from "~/components/ui/filter-bar";
import { Lightbox } from "~/components/ui/lightbox";
import { MediaCard } from "~/components/ui/media-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import { EmptyState } from "~/components/ui/states";
import { centreNetworkHighlight, facilityHighlights, galleryImageSize, galleryItems } from "~/content/gallery";
import { galleryCategories, galleryFilters, type GalleryFilterId } from "~/content/gallery-categories";
import { filterGallery, galleryCounts, stepIndex } from "~/domain/gallery";
import { gallerySections } from "~/content/section-headings";

const counts = galleryCounts(galleryItems);
const categoryLabel = Object.fromEntries(galleryCategories.map((c) => [c.id, c.label]));

/**
 * `centreNetwork`: the centre network's highlight, its counts and hours built from the centre list by the
 * route's build-time loader (so the page does not carry the list).
 */
export function GalleryPage({ centreNetwork }: { centreNetwork: string }) {
  const highlights = [...facilityHighlights, { ...centreNetworkHighlight, description: centreNetwork }];
  const [filter, setFilter] = useState<GalleryFilterId>("all");
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const shown = filterGallery(galleryItems, filter);
  const current = openIndex === null ? undefined : shown[openIndex];
  const close = useCallback(() => setOpenIndex(null), []);

  return (
    <>
      <PageHero
        eyebrow="Gallery"
        title="Inside Health+ Diagnostics"
        lead="A look at our centres, the equipment that runs your tests, the people behind every report and our community health events."
      />

      <Section title="Images" titleHidden>
        <FilterBar
          label="Filter images"
          options={galleryFilters.map((f) => ({ value: f.id, label: f.label, count: counts[f.id] }))}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setOpenIndex(null);
          }}
          className="mb-8 justify-center"
        />
        {shown.length === 0 ? (
          <EmptyState title="No images found for the selected filter." />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={`${shown.length} images`}>
            {shown.map((item, index) => (
              <MediaCard
                as="li"
                key={item.id}
                image={{ src: item.image, alt: item.alt, ...galleryImageSize }}
                imageClassName="aspect-[4/3] transition-transform group-hover:scale-[1.02]"
                media={(img) => (
                  <button
                    type="button"
                    onClick={() => setOpenIndex(index)}
                    className="group relative block w-full text-left"
                    aria-label={`View larger: ${item.title}`}
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
                titleClassName="mt-1 text-lg"
              >
                <p className="mt-1 text-sm text-ink-600">{item.description}</p>
              </MediaCard>
            ))}
          </ul>
        )}
      </Section>

      <Lightbox
        label="Gallery image"
        image={
          current
            ? {
                src: current.image,
                alt: current.alt,
                title: current.title,
                description: current.description,
                ...galleryImageSize,
              }
            : null
        }
        position={openIndex === null ? undefined : `Image ${openIndex + 1} of ${shown.length}`}
        onPrevious={shown.length > 1 ? () => setOpenIndex((i) => stepIndex(i ?? 0, -1, shown.length)) : undefined}
        onNext={shown.length > 1 ? () => setOpenIndex((i) => stepIndex(i ?? 0, 1, shown.length)) : undefined}
        onClose={close}
      />

      <Section tone="tint" {...gallerySections.highlights}>
        <FeatureGrid items={highlights} columns="md:grid-cols-2 lg:grid-cols-4" />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/locations">Find a centre near you</ButtonLink>
          <ButtonLink href="/about" variant="secondary">
            About us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
