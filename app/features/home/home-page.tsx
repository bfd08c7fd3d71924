import type { ReactNode } from "react";
import { HomeHero } from "./home-hero";
import { CategoryCards, PackagesTeaser } from "./department-cards";
import { FlagshipCarousel } from "./flagship-carousel";
import { PopularItems } from "./popular-items";
import type { HomeContent } from "./home-content";
import { ProcessSteps, Testimonials, WhyChoose } from "./trust-sections";

/** The home page. `search` is the catalogue's search box, composed in by the route. */
export function HomePage({ content, search }: { content: HomeContent; search: ReactNode }) {
  return (
    <>
      <HomeHero hero={content.hero} search={search} />
      <PopularItems popular={content.popular} />
      <CategoryCards categoryCards={content.categoryCards} />
      <FlagshipCarousel flagshipServices={content.flagshipServices} />
      <PackagesTeaser packageCategories={content.packageCategories} />
      <WhyChoose commitments={content.commitments} />
      <ProcessSteps processSteps={content.processSteps} />
      <Testimonials ratingSummary={content.ratingSummary} testimonials={content.testimonials} />
    </>
  );
}
