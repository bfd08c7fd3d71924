import { useParams } from "react-router";
import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { catalogue } from "~/content/catalogue";
import { findCatalogueItem } from "~/domain/catalogue";
import { formatRupees } from "~/domain/money";
import { parameterCount } from "~/domain/parameter-count";
import { catalogueItemJsonLd } from "~/domain/structured-data";
import { metaDescription } from "~/domain/text";
import { PackageDetailsPage } from "~/features/catalogue-details/package-details-page";
import type { Route } from "./+types/package-details";

export function meta({ params }: Route.MetaArgs) {
  const pkg = findCatalogueItem(catalogue, "package", params.packageId);
  if (!pkg) return noIndexMeta("Package Not Found", "The health package you're looking for doesn't exist.");
  const path = `/package-details/${pkg.id}`;
  return pageMeta({
    title: pkg.name,
    description: metaDescription(
      pkg.description,
      `${parameterCount(pkg)} parameters, report in ${pkg.reportTime}, ${formatRupees(pkg.price)}.`,
    ),
    path,
    jsonLd: [catalogueItemJsonLd(pkg, path, siteFacts)],
  });
}

export default function PackageDetailsRoute() {
  const { packageId } = useParams();
  return <PackageDetailsPage packageId={packageId} />;
}
