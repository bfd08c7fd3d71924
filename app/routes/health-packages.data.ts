import { catalogue, catalogueCard } from "#app/domain/catalogue.ts";
import { packagesInCategory } from "#app/domain/package-categories.ts";
import { CARDS_PER_CATEGORY, type CategoryPreview } from "#app/features/health-packages/health-packages-page.tsx";
import { healthPackageCategories } from "#content/health-package-categories.ts";
import { pageHeads } from "#words/page-heads.ts";
import { pageMeta, type PageHead } from "./page-meta.ts";

/**
 * The list screen's data, built at build time: the page carries the packages it shows in its HTML, not
 * the whole catalogue in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function healthPackagesData(): { categories: CategoryPreview[] } {
  return {
    categories: healthPackageCategories.map((category) => {
      const packages = packagesInCategory(catalogue, category.id);
      return { category, packages: packages.slice(0, CARDS_PER_CATEGORY).map(catalogueCard), total: packages.length };
    }),
  };
}

export const healthPackagesHead: PageHead = pageMeta({
  title: pageHeads.healthPackages.title,
  description: pageHeads.healthPackages.description,
  path: "/health-packages",
});
