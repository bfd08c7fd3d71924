import { catalogue, findCatalogueItem, type PackageItem } from "#app/domain/catalogue.ts";
import { itemBookingMessage } from "#app/domain/home-visit-price.ts";
import { formatRupees } from "#app/domain/money.ts";
import { catalogueItemJsonLd } from "#app/domain/structured-data.ts";
import { metaDescription } from "#app/domain/text.ts";
import { pageHeads } from "#words/page-heads.ts";
import { noIndexMeta, pageMeta, siteFacts, type PageHead } from "./page-meta.ts";

/** Every package's page (app/site-urls.ts lists the same ids). */
export function packageDetailsPaths() {
  return catalogue.filter((item) => item.type === "package").map((item) => ({ params: { packageId: String(item.id) } }));
}

/**
 * What a package's page carries, built at build time: its one package (so the page carries that
 * package in its HTML, not the catalogue in its scripts; decision 015), its JSON-LD, and what the phone
 * bar books. Null for an id without a package.
 */
export function packageDetailsData(packageId: string | undefined) {
  const pkg = findCatalogueItem(catalogue, "package", packageId);
  if (!pkg) return null;
  return {
    pkg,
    jsonLd: [catalogueItemJsonLd(pkg, `/package-details/${pkg.id}`, siteFacts)],
    // The phone bar books this item like the page's Book Now and Add to Package (components/layout/phone-action-bar.tsx).
    barItem: { id: String(pkg.id), name: pkg.name, price: pkg.price, chatMessage: itemBookingMessage(pkg) },
  };
}

export function packageDetailsHead(data: { pkg: PackageItem; jsonLd: readonly object[] } | null): PageHead {
  if (!data) return packageNotFoundHead;
  const { pkg } = data;
  return pageMeta({
    title: pkg.name,
    description: metaDescription(
      pkg.description,
      pageHeads.packageDetails.facts(pkg.parameterCount, pkg.reportTime, formatRupees(pkg.price)),
    ),
    path: `/package-details/${pkg.id}`,
    jsonLd: data.jsonLd,
  });
}

export const packageNotFoundHead = noIndexMeta(pageHeads.packageNotFound.title, pageHeads.packageNotFound.description);
