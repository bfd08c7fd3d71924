import { Icon } from "#app/components/ui/icon.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { ItemList } from "#app/components/ui/item-list.tsx";
import { packages as words } from "#words/en/packages.ts";
import type { CatalogueCard } from "#app/domain/catalogue.ts";
import { detailsHref } from "#app/domain/catalogue-search.ts";
import { localHref } from "#app/domain/local-href.ts";
import { PackageImage } from "./package-image.tsx";

/**
 * A health package on the list and category screens: the shared card, with its picture from the small
 * breakpoint up, and "View Details" after the parameter count, to the page the name also leads to
 * (docs/behaviour.md#health-packages). Its name for screen readers carries the package's, as Book Now's
 * does, so a list of the page's links tells the cards apart.
 */
export function PackageCard({ pkg, headingLevel = 3 }: { pkg: CatalogueCard; headingLevel?: 2 | 3 }) {
  const href = detailsHref(pkg, "packages");
  return (
    <ItemCard
      name={pkg.name}
      href={href}
      headingLevel={headingLevel}
      price={pkg.price}
      popular={pkg.popular}
      meta={
        <>
          {words.parametersIncluded(pkg.parameterCount)}
          <a
            href={localHref(href)}
            className="ml-auto inline-flex min-h-6 items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {words.viewDetails}
            <span className="sr-only">: {pkg.name}</span>
            <Icon name="ArrowRight" className="size-4" />
          </a>
        </>
      }
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
