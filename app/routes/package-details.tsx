import { useParams } from "react-router";
import { pageMeta } from "~/config/page-meta";
import { findPackage, PackageDetailsPage } from "~/features/catalogue-details/package-details-page";
import type { Route } from "./+types/package-details";

export function meta({ params }: Route.MetaArgs) {
  const pkg = findPackage(params.packageId);
  if (!pkg) return pageMeta("Package Not Found", "The health package you're looking for doesn't exist.");
  return pageMeta(pkg.name, `${pkg.description} Report in ${pkg.reportTime}.`);
}

export default function PackageDetailsRoute() {
  const { packageId } = useParams();
  return <PackageDetailsPage packageId={packageId} />;
}
