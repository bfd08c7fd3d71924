import { packageCategoryCrumbs } from "#app/domain/breadcrumbs.ts";
import { catalogue, catalogueCard, type CatalogueCard } from "#app/domain/catalogue.ts";
import { findHealthPackageCategory, packagesInCategory, type HealthPackageCategory } from "#app/domain/package-categories.ts";
import { breadcrumbJsonLd } from "#app/domain/structured-data.ts";
import { healthPackageCategoryIds } from "#content/health-package-categories.ts";
import { pageHeads } from "#words/page-heads.ts";
import { noIndexMeta, pageMeta, siteFacts, type PageHead } from "./page-meta.ts";

/** Every category's page (app/site-urls.ts lists the same ids). */
export function healthPackageCategoryPaths() {
  return healthPackageCategoryIds.map((categoryId) => ({ params: { categoryId } }));
}

/**
 * A category page's data, built at build time: the page carries its category's packages in its HTML, not
 * the whole catalogue in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md). Null for
 * an id without a category.
 */
export function healthPackageCategoryData(categoryId: string | undefined) {
  const category = findHealthPackageCategory(categoryId);
  if (!category) return null;
  const jsonLd = [breadcrumbJsonLd(packageCategoryCrumbs(category), `/health-packages/${category.id}`, siteFacts)];
  return { category, packages: packagesInCategory(catalogue, category.id).map(catalogueCard), jsonLd };
}

export function healthPackageCategoryHead(
  data: { category: HealthPackageCategory; packages: CatalogueCard[]; jsonLd: readonly object[] } | null,
): PageHead {
  if (!data) return categoryNotFoundHead;
  const { category, packages } = data;
  const count = packages.length;
  return pageMeta({
    title: pageHeads.healthPackageCategory.title(category.title),
    description: pageHeads.healthPackageCategory.description(category.description, count),
    path: `/health-packages/${category.id}`,
    jsonLd: data.jsonLd,
  });
}

export const categoryNotFoundHead = noIndexMeta(pageHeads.categoryNotFound.title, pageHeads.categoryNotFound.description);
