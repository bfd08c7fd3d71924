import { noIndexMeta, pageMeta, siteFacts } from "~/routes/page-meta";
import { itemBookingMessage } from "~/domain/booking";
import { catalogue } from "~/domain/catalogue";
import { findCatalogueItem } from "~/domain/catalogue";
import { formatRupees } from "~/domain/money";

import { catalogueItemJsonLd } from "~/domain/structured-data";
import { metaDescription } from "~/domain/text";
import { PackageDetailsNotFound, PackageDetailsPage } from "~/features/catalogue-details/package-details-page";
import type { Route } from "./+types/package-details";

/**
 * Runs at build time only (every package's page is pre-rendered): the page carries its one package in
 * its HTML instead of the whole catalogue in its scripts (docs/decisions/015-details-pages-carry-their-own-item.md).
 */
export function loader({ params }: Route.LoaderArgs) {
  const pkg = findCatalogueItem(catalogue, "package", params.packageId) ?? null;
  return {
    pkg,
    jsonLd: pkg ? [catalogueItemJsonLd(pkg, `/package-details/${pkg.id}`, siteFacts)] : [],
    // The phone bar's Chat books this item, like the page's Book Now (components/layout/phone-action-bar.tsx).
    chatMessage: pkg ? itemBookingMessage(pkg) : undefined,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const pkg = loaderData?.pkg;
  if (!pkg) return noIndexMeta("Package Not Found", "The health package you're looking for doesn't exist.");
  const path = `/package-details/${pkg.id}`;
  return pageMeta({
    title: pkg.name,
    description: metaDescription(
      pkg.description,
      `${pkg.parameterCount} parameters, report in ${pkg.reportTime}, ${formatRupees(pkg.price)}.`,
    ),
    path,
    jsonLd: loaderData.jsonLd,
  });
}

export default function PackageDetailsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.pkg ? <PackageDetailsPage pkg={loaderData.pkg} /> : <PackageDetailsNotFound />;
}

/** An id without a pre-rendered page (the browser finds no data file for it): the not-found state. */
export function ErrorBoundary() {
  return <PackageDetailsNotFound />;
}
