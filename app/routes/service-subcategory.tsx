import { subcategoryPageData, subcategoryPageMeta } from "~/routes/subcategory-page";
import { serviceCategories } from "~/content/services";
import { findSubcategory } from "~/domain/services";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/service-subcategory";

/**
 * Runs at build time only (every subcategory is pre-rendered): the page carries its own test list in its HTML, not the whole services content in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = findSubcategory(serviceCategories, params.serviceSlug, params.subCategorySlug);
  return subcategoryPageData(match);
}

export const meta = ({ loaderData }: Route.MetaArgs) => subcategoryPageMeta(loaderData);

export default function ServiceSubcategoryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <SubcategoryPage category={loaderData.category} subcategory={loaderData.subcategory} notices={loaderData.notices} /> : <ServiceNotFound />;
}

/** A subcategory without a pre-rendered page (the browser finds no data file for it): not found. */
export function ErrorBoundary() {
  return <ServiceNotFound />;
}
