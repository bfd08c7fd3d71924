import { subcategoryPageData, subcategoryPageMeta } from "~/routes/subcategory-page";
import { serviceCategories } from "~/content/services";
import { findSubcategoryBySlug, isLegacyFacility } from "~/domain/services";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/facilities-subcategory";

// The legacy /facilities/lab/{sub} and /facilities/health-packages/{sub} paths show the same
// subcategory screen, found by its slug across all departments. Its canonical URL is the
// /services/{department}/{sub} page (docs/decisions/002-facilities-paths.md).

/**
 * Runs at build time only (every alias is pre-rendered): the page carries its own test list in its HTML,
 * not the whole services content in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = isLegacyFacility(params.facility) ? findSubcategoryBySlug(serviceCategories, params.subCategorySlug) : undefined;
  return subcategoryPageData(match);
}

export const meta = ({ loaderData }: Route.MetaArgs) => subcategoryPageMeta(loaderData);

export default function FacilitiesSubcategoryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <SubcategoryPage category={loaderData.category} subcategory={loaderData.subcategory} notices={loaderData.notices} /> : <ServiceNotFound />;
}

/** A path without a pre-rendered page (the browser finds no data file for it): not found. */
export function ErrorBoundary() {
  return <ServiceNotFound />;
}
