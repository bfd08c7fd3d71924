import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { FeatureGrid } from "~/components/ui/feature-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section-heading";
import { centreNetworkHighlight, facilityHighlights } from "~/content/gallery";
import { gallerySections } from "~/content/section-headings";

/**
 * /gallery. `images`: the filter, grid and viewer (an island, ./gallery-images.tsx). `centreNetwork`:
 * the centre network's highlight, its counts and hours built from the centre list at build time (so
 * the page does not carry the list).
 */
export function GalleryPage({ centreNetwork, images }: { centreNetwork: string; images?: ReactNode }) {
  const highlights = [...facilityHighlights, { ...centreNetworkHighlight, description: centreNetwork }];
  return (
    <>
      <PageHero
        eyebrow="Gallery"
        title="Inside Health+ Diagnostics"
        lead="A look at our centres, the equipment that runs your tests, the people behind every report and our community health events."
      />

      <Section title="Images" titleHidden>
        {images}
      </Section>

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
