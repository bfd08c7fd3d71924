import { pageMeta } from "~/config/page-meta";
import { serviceCategories } from "~/content/services";
import { findSubcategoryBySlug } from "~/domain/services";
import { ServiceNotFound } from "~/features/services/service-not-found";
import { SubcategoryPage } from "~/features/services/subcategory-page";
import type { Route } from "./+types/facilities-subcategory";

// The legacy /facilities/lab/{sub} and /facilities/health-packages/{sub} paths show the same
// subcategory screen, found by its slug across all departments.
export const meta = ({ params }: Route.MetaArgs) => {
  const match = findSubcategoryBySlug(serviceCategories, params.subCategorySlug);
  return match
    ? [
        ...pageMeta(`${match.subcategory.name} – ${match.category.name}`, match.subcategory.description),
        { tagName: "link", rel: "canonical", href: `/services/${match.category.slug}/${match.subcategory.slug}` },
      ]
    : pageMeta("Service Not Found", "The service you're looking for doesn't exist.");
};

export default function FacilitiesSubcategoryRoute({ params }: Route.ComponentProps) {
  const match = findSubcategoryBySlug(serviceCategories, params.subCategorySlug);
  return match ? <SubcategoryPage category={match.category} subcategory={match.subcategory} /> : <ServiceNotFound />;
}
