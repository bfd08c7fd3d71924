import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { catalogue, catalogueCard } from "~/domain/catalogue";
import { packageCategoryCrumbs } from "~/domain/breadcrumbs";
import { findHealthPackageCategory, packagesInCategory } from "~/domain/package-categories";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import {
  HealthPackageCategoryNotFound,
  HealthPackageCategoryPage,
} from "~/features/health-packages/health-package-category-page";
import type { Route } from "./+types/health-package-category";

/**
 * Runs at build time only (every category is pre-rendered): the page carries its category's packages in
 * its HTML, not the whole catalogue in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const category = findHealthPackageCategory(params.categoryId);
  if (!category) return null;
  const jsonLd = [breadcrumbJsonLd(packageCategoryCrumbs(category), `/health-packages/${category.id}`, siteFacts)];
  return { category, packages: packagesInCategory(catalogue, category.id).map(catalogueCard), jsonLd };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) {
    return noIndexMeta("Category Not Found", "The health package category you're looking for doesn't exist.");
  }
  const { category, packages } = loaderData;
  const path = `/health-packages/${category.id}`;
  const count = packages.length;
  return pageMeta({
    title: `${category.title} – Health Packages`,
    description: `${category.description}: ${count} ${count === 1 ? "package" : "packages"} with prices, parameters and free home sample collection.`,
    path,
    jsonLd: loaderData.jsonLd,
  });
}

export default function HealthPackageCategoryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData ? <HealthPackageCategoryPage {...loaderData} /> : <HealthPackageCategoryNotFound />;
}

/** A category without a pre-rendered page (the browser finds no data file for it): the not-found state. */
export function ErrorBoundary() {
  return <HealthPackageCategoryNotFound />;
}
