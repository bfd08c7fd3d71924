import type { ReactNode } from "react";
import { CategoryCards, PackagesTeaser } from "./department-cards.tsx";
import { FlagshipSection } from "./flagship-carousel.tsx";
import type { HomeContent } from "./home-content.ts";
import { HomeHero } from "./home-hero.tsx";
import { PopularItems } from "./popular-items.tsx";
import { ProcessSteps, Testimonials, WhyChoose } from "./trust-sections.tsx";

/**
 * The home page, static but for what the route puts in as islands: `search` (the catalogue's search
 * box), `popularList` (the popular items, each with Add to Package) and `flagship` (the carousel).
 */
export function HomePage({
  content,
  search,
  popularList,
  flagship,
}: {
  content: HomeContent;
  search?: ReactNode;
  popularList?: ReactNode;
  flagship?: ReactNode;
}) {
  return (
    <>
      <HomeHero hero={content.hero} search={search} />
      <PopularItems list={popularList} />
      <CategoryCards categoryCards={content.categoryCards} />
      <FlagshipSection carousel={flagship} />
      <PackagesTeaser packageCategories={content.packageCategories} />
      <WhyChoose commitments={content.commitments} />
      <ProcessSteps processSteps={content.processSteps} />
      <Testimonials ratingSummary={content.ratingSummary} testimonials={content.testimonials} />
    </>
  );
}
