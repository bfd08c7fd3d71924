import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { serviceCategories } from "~/content/services";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import { findSubcategory } from "~/domain/services";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/service-subcategory";

/**
 * Runs at build time only (every subcategory is pre-rendered): the page carries its own test list in its HTML, not the whole services content in its scripts
 * (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = findSubcategory(serviceCategories, params.serviceSlug, params.subCategorySlug);
  if (!match) return null;
  const { category, subcategory } = match;
  const path = `/services/${category.slug}/${subcategory.slug}`;
  const jsonLd = [breadcrumbJsonLd(subcategoryCrumbs(category, subcategory), path, siteFacts)];
  return { category: { name: category.name, slug: category.slug }, subcategory, jsonLd };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return noIndexMeta("Service Not Found", "The service you're looking for doesn't exist.");
  const { category, subcategory } = loaderData;
  const path = `/services/${category.slug}/${subcategory.slug}`;
  return pageMeta({
    title: `${subcategory.name} – ${category.name}`,
    description: subcategory.description,
    path,
    jsonLd: loaderData.jsonLd,
  });
};

export default function ServiceSubcategoryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <SubcategoryPage category={loaderData.category} subcategory={loaderData.subcategory} /> : <ServiceNotFound />;
}

/** A subcategory without a pre-rendered page (the browser finds no data file for it): not found. */
export function ErrorBoundary() {
  return <ServiceNotFound />;
}
