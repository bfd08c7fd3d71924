import { useParams } from "react-router";
import { pageMeta } from "~/config/page-meta";
import { findHealthPackageCategory } from "~/domain/package-categories";
import { HealthPackageCategoryPage } from "~/features/health-packages/health-package-category-page";
import type { Route } from "./+types/health-package-category";

export function meta({ params }: Route.MetaArgs) {
  const category = findHealthPackageCategory(params.categoryId);
  if (!category) {
    return pageMeta("Category Not Found", "The health package category you're looking for doesn't exist.");
  }
  return pageMeta(`${category.title} – Health Packages`, category.description);
}

export default function HealthPackageCategoryRoute() {
  const { categoryId } = useParams();
  return <HealthPackageCategoryPage categoryId={categoryId} />;
}
