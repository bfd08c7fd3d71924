import { pageMeta } from "~/config/page-meta";
import { serviceCategories } from "~/content/services";
import { findSubcategory } from "~/domain/services";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/service-subcategory";

export const meta = ({ params }: Route.MetaArgs) => {
  const match = findSubcategory(serviceCategories, params.serviceSlug, params.subCategorySlug);
  return match
    ? pageMeta(`${match.subcategory.name} – ${match.category.name}`, match.subcategory.description)
    : pageMeta("Service Not Found", "The service you're looking for doesn't exist.");
};

export default function ServiceSubcategoryRoute({ params }: Route.ComponentProps) {
  const match = findSubcategory(serviceCategories, params.serviceSlug, params.subCategorySlug);
  return match ? <SubcategoryPage category={match.category} subcategory={match.subcategory} /> : <ServiceNotFound />;
}
