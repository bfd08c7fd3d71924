import type * as home from "~/content/home";

/** The home page's own content (content/home.ts), handed over by the route from its build-time loader. */
export interface HomeContent {
  hero: typeof home.hero;
  categoryCards: typeof home.categoryCards;
  flagshipServices: typeof home.flagshipServices;
  commitments: typeof home.commitments;
  processSteps: typeof home.processSteps;
  ratingSummary: typeof home.ratingSummary;
  testimonials: typeof home.testimonials;
}
