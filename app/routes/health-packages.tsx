import { pageMeta } from "~/routes/page-meta";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { healthPackageCategories } from "~/content/health-package-categories";
import { packagesInCategory } from "~/domain/package-categories";
import { CARDS_PER_CATEGORY, HealthPackagesPage } from "~/features/health-packages/health-packages-page";
import type { Route } from "./+types/health-packages";

/**
 * Runs at build time only: the page carries the packages it shows in its HTML, not the whole catalogue
 * in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader() {
  return {
    categories: healthPackageCategories.map((category) => {
      const packages = packagesInCategory(catalogue, category.id);
      return { category, packages: packages.slice(0, CARDS_PER_CATEGORY).map(catalogueCard), total: packages.length };
    }),
  };
}

export const meta = () =>
  pageMeta({
    title: "Comprehensive Health Packages",
    description:
      "Full body checkups, women's health, allergy and specialty health packages with free home sample collection across Delhi/NCR and J&K.",
    path: "/health-packages",
  });

export default function HealthPackagesRoute({ loaderData }: Route.ComponentProps) {
  return <HealthPackagesPage categories={loaderData.categories} />;
}
