import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { serviceCategories } from "~/content/services";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import { findSubcategoryBySlug } from "~/domain/services";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/facilities-subcategory";

// The legacy /facilities/lab/{sub} and /facilities/health-packages/{sub} paths show the same
// subcategory screen, found by its slug across all departments. Its canonical URL is the
// /services/{department}/{sub} page (docs/decisions/002-facilities-paths.md).
export const meta = ({ params }: Route.MetaArgs) => {
  const match = findSubcategoryBySlug(serviceCategories, params.subCategorySlug);
  if (!match) return noIndexMeta("Service Not Found", "The service you're looking for doesn't exist.");
  const { category, subcategory } = match;
  const canonicalPath = `/services/${category.slug}/${subcategory.slug}`;
  return pageMeta({
    title: `${subcategory.name} – ${category.name}`,
    description: subcategory.description,
    path: canonicalPath,
    jsonLd: [breadcrumbJsonLd(subcategoryCrumbs(category, subcategory), canonicalPath, siteFacts)],
  });
};

export default function FacilitiesSubcategoryRoute({ params }: Route.ComponentProps) {
  const match = findSubcategoryBySlug(serviceCategories, params.subCategorySlug);
  return match ? <SubcategoryPage category={match.category} subcategory={match.subcategory} /> : <ServiceNotFound />;
}
