import { findSubcategoryBySlug, isLegacyFacility, LEGACY_FACILITIES } from "#app/domain/services.ts";
import { serviceCategories } from "#content/services.ts";
import { subcategoryPageData } from "./subcategory-page.ts";

// The legacy /facilities/lab/{sub} and /facilities/health-packages/{sub} paths show the same
// subcategory screen, found by its slug across all departments. Its canonical URL is the
// /services/{department}/{sub} page (docs/decisions/002-facilities-paths.md).

/** Every alias: each legacy facility with each subcategory's slug (app/site-urls.ts lists the same). */
export function facilitiesSubcategoryPaths() {
  return LEGACY_FACILITIES.flatMap((facility) =>
    serviceCategories.flatMap((category) => category.subcategories.map((sub) => ({ params: { facility, subCategorySlug: sub.slug } }))),
  );
}

/** The very data of the canonical subcategory page; null for another facility or an unknown slug. */
export function facilitiesSubcategoryData(facility: string | undefined, subCategorySlug: string | undefined) {
  return subcategoryPageData(isLegacyFacility(facility) ? findSubcategoryBySlug(serviceCategories, subCategorySlug) : undefined);
}
