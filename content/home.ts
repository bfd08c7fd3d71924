import homeData from "#content/generated/home.json" with { type: "json" };
import { homeServices } from "./home-care.ts";
import { fillAll } from "./placeholders.ts";
import { sitePlaceholders } from "./site-placeholders.ts";

/**
 * Home page content (docs/behaviour.md#home; the figures are the site's claims, #claims), from
 * content/en/home.json (edited at /admin, docs/editing.md). Its texts quote the site's facts by
 * placeholder ({{emergency-line}}, {{quality-check-count}}), filled here from the modules that hold them.
 * Data only: the UI in app/features/home turns icon names into icons and price numbers into rupees.
 */

export type { FlagshipColor } from "./flagship-colors.ts";

const home = fillAll(homeData, sitePlaceholders);

export const hero = home.hero;

/**
 * The popular tests and packages the home page shows with their prices, by catalogue id (what each card
 * says is derived from the catalogue and its tests' facts at build time). Each is marked popular in the
 * catalogue (./catalogue.ts); the build checks it.
 */
export const popularOnHome: { readonly tests: readonly number[]; readonly packages: readonly number[] } = {
  tests: home.popularTests,
  packages: home.popularPackages,
};

export const categoryCards = home.categoryCards;

/**
 * The eight home services (docs/behaviour.md#claims), each with the price range, price note and advice of
 * the home service it sells (./home-care.ts): the range is computed from the lists, never typed here.
 */
export const flagshipServices = home.flagshipServices.map((card) => {
  const service = homeServices.find((s) => s.id === card.service);
  if (!service) throw new Error(`Flagship card ${card.id}: no home service "${card.service}"`);
  return {
    ...card,
    priceFrom: service.priceFrom,
    ...(service.priceTo ? { priceTo: service.priceTo } : {}),
    priceNote: service.priceNote,
    advice: service.advice,
  };
});

/** The commitments the site claims; the 24/7 line shows siteConfig.supportPhone in the UI. */
export const commitments = home.commitments;

export const processSteps = home.processSteps;

/** What the testimonials section says above them (no average rating: rule 26, its period ran out). */
export const ratingSummary = {
  /** Shown with the testimonials. */
  consentNote: home.ratings.consentNote,
} as const;

export const testimonials = home.testimonials;
