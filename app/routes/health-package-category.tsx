import { useParams } from "react-router";
import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { catalogue } from "~/content/catalogue";
import { packageCategoryCrumbs } from "~/domain/breadcrumbs";
import { findHealthPackageCategory, packagesInCategory } from "~/domain/package-categories";
import { breadcrumbJsonLd } from "~/domain/structured-data";
import { HealthPackageCategoryPage } from "~/features/health-packages/health-package-category-page";
import type { Route } from "./+types/health-package-category";

export function meta({ params }: Route.MetaArgs) {
  const category = findHealthPackageCategory(params.categoryId);
  if (!category) {
    return noIndexMeta("Category Not Found", "The health package category you're looking for doesn't exist.");
  }
  const path = `/health-packages/${category.id}`;
  const count = packagesInCategory(catalogue, category.id).length;
  return pageMeta({
    title: `${category.title} – Health Packages`,
    description: `${category.description}: ${count} ${count === 1 ? "package" : "packages"} with prices, parameters and free home sample collection.`,
    path,
    jsonLd: [breadcrumbJsonLd(packageCategoryCrumbs(category), path, siteFacts)],
  });
}

export default function HealthPackageCategoryRoute() {
  const { categoryId } = useParams();
  return <HealthPackageCategoryPage categoryId={categoryId} />;
}
