import { ItemCard } from "~/components/ui/item-card";
import type { CatalogueCard } from "~/domain/catalogue";
import { detailsHref } from "~/domain/catalogue-search";
import { PackageImage } from "./package-image";

/** A health package on the list and category screens: the shared card, with its picture from the small breakpoint up. */
export function PackageCard({ pkg, headingLevel = 3 }: { pkg: CatalogueCard; headingLevel?: 2 | 3 }) {
  return (
    <ItemCard
      name={pkg.name}
      href={detailsHref(pkg, "packages")}
      headingLevel={headingLevel}
      price={pkg.price}
      popular={pkg.popular}
      meta={`${pkg.parameterCount} Parameters Included`}
      facts={pkg.facts}
      media={<PackageImage image={pkg.image} />}
      packageItemId={String(pkg.id)}
    />
  );
}

/** 1/2/3/4 columns by width. */
export const packageGridClass = "grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4";
