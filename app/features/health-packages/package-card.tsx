import { ItemCard } from "~/components/ui/item-card";
import { ItemList } from "~/components/ui/item-list";
import { packages as words } from "~/content/ui/en/packages";
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
      meta={words.parametersIncluded(pkg.parameterCount)}
      facts={pkg.facts}
      media={<PackageImage image={pkg.image} />}
      packageItemId={String(pkg.id)}
      density="compact"
    />
  );
}

/**
 * A grid of package cards, 1/2/3/4 columns by width, under the fast's medicine warning said once for the
 * packages that fast. On a page it is one island per list
 * (app/islands/package-cards.tsx): each card's Add to Package and picture fallback need the browser.
 */
export function PackageCardList({ packages, headingLevel }: { packages: CatalogueCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ItemList
      items={packages.map((pkg) => ({ name: pkg.name, fastingNote: pkg.facts.fastingNote }))}
      className="grid gap-2.5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
    >
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} headingLevel={headingLevel} />
      ))}
    </ItemList>
  );
}
