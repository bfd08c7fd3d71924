import type { HomeCarePackage, HomeService } from "#content/collections/home-care.schema.ts";
import homeCarePackagesData from "#content/generated/home-care-packages.json" with { type: "json" };
import homeServicesData from "#content/generated/home-services.json" with { type: "json" };
import { reportDelivery, responseTarget } from "./claims.ts";
import { homeCollectionPlaceholders } from "./home-collection.ts";
import { fillAll, type PlaceholderTableOf } from "./placeholders.ts";
import { reportTimeText, testKeyOf } from "./test-facts.ts";

export type { HomeCarePackage, HomeService } from "#content/collections/home-care.schema.ts";

/**
 * Home-care content the islands need (docs/behaviour.md#home-care): the home services and packages,
 * from content/en/home-services/ and content/en/home-care-packages/ (edited at /admin, docs/editing.md).
 * Prices are whole rupees; the UI formats them with the one money formatter.
 */

/** What the home services' placeholders become. */
const placeholders = {
  "report-time": (arg) => reportTimeText(testKeyOf(arg)),
  "response-target-feature": () => responseTarget.feature,
  "report-delivery": () => reportDelivery,
  "collection-start": homeCollectionPlaceholders["collection-start"],
  "home-visit-charge": homeCollectionPlaceholders["home-visit-charge"],
} satisfies PlaceholderTableOf<"home-services">;

/**
 * The home services (docs/behaviour.md#claims) with their price ranges, from
 * content/en/home-services/<id>.json; the site search lists them too, so this module holds only what
 * the search island needs (the page's own texts are in ./home-care-page.ts).
 */
export const homeServices: HomeService[] = fillAll(homeServicesData, placeholders);

/**
 * The home-care packages (content/en/home-care-packages/<id>.json). Each names its tests by key; the
 * card's test names, report time, fasting and preparation are derived from them
 * (app/domain/home-care-packages.ts), and so is the line saying what the price covers.
 */
export const homeCarePackages: HomeCarePackage[] = homeCarePackagesData;

// The accreditations are shown on the services overview too, which should not load all of home care.
export { accreditations } from "./accreditations.ts";
