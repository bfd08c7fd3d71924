import { findSubcategory } from "#app/domain/services.ts";
import { serviceCategories } from "#content/services.ts";
import { subcategoryPageData } from "./subcategory-page.ts";

/** Every subcategory's page, /services/{department}/{sub} (app/site-urls.ts lists the same). */
export function serviceSubcategoryPaths() {
  return serviceCategories.flatMap((category) =>
    category.subcategories.map((sub) => ({ params: { serviceSlug: category.slug, subCategorySlug: sub.slug } })),
  );
}

/**
 * What the page carries, built at build time: its own test list in its HTML, not the whole services
 * content in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md). Null for a
 * subcategory the department does not have.
 */
export function serviceSubcategoryData(serviceSlug: string | undefined, subCategorySlug: string | undefined) {
  return subcategoryPageData(findSubcategory(serviceCategories, serviceSlug, subCategorySlug));
}
