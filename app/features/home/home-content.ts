import type { CatalogueCard } from "#app/domain/catalogue.ts";
import type { HealthPackageCategory } from "#app/domain/package-categories.ts";
import type * as home from "#content/home.ts";

/** The home page's own content (content/home.ts), handed over by the route from its build-time data (app/routes/home.data.ts). */
export interface HomeContent {
  hero: typeof home.hero;
  categoryCards: typeof home.categoryCards;
  flagshipServices: typeof home.flagshipServices;
  commitments: typeof home.commitments;
  processSteps: typeof home.processSteps;
  ratingSummary: typeof home.ratingSummary;
  testimonials: typeof home.testimonials;
  /** The popular tests, then packages, of `popularOnHome`, as their cards show them. */
  popular: CatalogueCard[];
  /** The health-package categories, each with the lowest price of its packages. */
  packageCategories: (HealthPackageCategory & { fromPrice: number | undefined })[];
}
