import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { serviceCategories } from "~/content/services";
import { subcategoryCrumbs } from "~/domain/breadcrumbs";
import { findSubcategory } from "~/domain/services";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/service-subcategory";

export const meta = ({ params }: Route.MetaArgs) => {
  const match = findSubcategory(serviceCategories, params.serviceSlug, params.subCategorySlug);
  if (!match) return noIndexMeta("Service Not Found", "The service you're looking for doesn't exist.");
  const { category, subcategory } = match;
  const path = `/services/${category.slug}/${subcategory.slug}`;
  return pageMeta({
    title: `${subcategory.name} – ${category.name}`,
    description: subcategory.description,
    path,
    jsonLd: [breadcrumbJsonLd(subcategoryCrumbs(category, subcategory), path, siteFacts)],
  });
};

export default function ServiceSubcategoryRoute({ params }: Route.ComponentProps) {
  const match = findSubcategory(serviceCategories, params.serviceSlug, params.subCategorySlug);
  return match ? <SubcategoryPage category={match.category} subcategory={match.subcategory} /> : <ServiceNotFound />;
}
