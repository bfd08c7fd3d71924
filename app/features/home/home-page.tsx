import type { ReactNode } from "react";
import { HomeHero } from "./home-hero";
import { CategoryCards, PackagesTeaser } from "./department-cards";
import { FlagshipCarousel } from "./flagship-carousel";
import { ProcessSteps, Testimonials, WhyChoose } from "./trust-sections";

/** The home page. `search` is the catalogue's search box, composed in by the route. */
export function HomePage({ search }: { search: ReactNode }) {
  return (
    <>
      <HomeHero search={search} />
      <CategoryCards />
      <FlagshipCarousel />
      <PackagesTeaser />
      <WhyChoose />
      <ProcessSteps />
      <Testimonials />
    </>
  );
}
