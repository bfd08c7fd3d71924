import { pageMeta, type PageHead } from "~/routes/page-meta";
import { pageHeads } from "~/content/ui/en/page-heads";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { healthPackageCategories } from "~/content/health-package-categories";
import { packagesInCategory } from "~/domain/package-categories";
import { CARDS_PER_CATEGORY, type CategoryPreview } from "~/features/health-packages/health-packages-page";

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
