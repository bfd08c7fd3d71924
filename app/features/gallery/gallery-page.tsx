import type { ReactNode } from "react";
import { CentredButtonLinkPair } from "#app/components/ui/button.tsx";
import { FeatureGrid } from "#app/components/ui/feature-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { centreNetworkHighlight, facilityHighlights } from "#content/gallery.ts";
import { gallerySections } from "#content/section-headings.ts";
import { pages } from "#words/pages.ts";

/**
 * /gallery. `images`: the filter, grid and viewer (an island, ./gallery-images.tsx). `centreNetwork`:
 * the centre network's highlight, its counts and hours built from the centre list at build time (so
 * the page does not carry the list).
 */
export function GalleryPage({ centreNetwork, images }: { centreNetwork: string; images?: ReactNode }) {
  const highlights = [...facilityHighlights, { ...centreNetworkHighlight, description: centreNetwork }];
  return (
    <>
      <PageHero eyebrow={pages.gallery.eyebrow} title={pages.gallery.title} lead={pages.gallery.lead} />

      <Section title={pages.gallery.images} titleHidden>
        {images}
      </Section>

      <Section tone="tint" {...gallerySections.highlights}>
        <FeatureGrid items={highlights} columns="md:grid-cols-2 lg:grid-cols-4" />
        <CentredButtonLinkPair
          className="mt-8"
          main={{ href: localHref("/locations"), label: pages.gallery.findCentre }}
          second={{ href: localHref("/about"), label: pages.gallery.about }}
        />
      </Section>
    </>
  );
}
