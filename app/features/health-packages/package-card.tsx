import { BeforeYouBook, BeforeYouBookList } from "#app/components/ui/before-you-book.tsx";
import { DetailsLink } from "#app/components/ui/details-link.tsx";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { detailsHref } from "#app/domain/catalogue-search.ts";
import type { CatalogueCard } from "#app/domain/catalogue.ts";
import { packages as words } from "#words/packages.ts";
import { PackageImage } from "./package-image.tsx";

/**
 * A health package on the list and category screens: the shared card, with its picture from the small
 * breakpoint up, and "View Details" after the parameter count, to the page the name also leads to
 * (docs/behaviour.md#health-packages): on a phone at the end of the count's line, from 640 px on a line
 * of its own under it, so it sits in the same place on every card whatever the count's words and the
 * card's width. Its name for screen readers carries the package's, as Book Now's does, so a list of the
 * page's links tells the cards apart.
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
          <span>{words.parametersIncluded(pkg.parameterCount)}</span>
          <DetailsLink href={href} label={words.viewDetails} name={pkg.name} className="ml-auto sm:ml-0 sm:basis-full" />
        </>
      }
      facts={pkg.facts}
      media={<PackageImage image={pkg.image} />}
      packageItemId={String(pkg.id)}
      density="compact"
    />
  );
}

const GRID = "grid gap-2.5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4";

/** What the "Before you book" box says of packages: each fast's warning, naming the packages that fast. */
const noticeSources = (packages: readonly CatalogueCard[]) =>
  packages.map((pkg) => ({ name: pkg.name, fastingNote: pkg.facts.fastingNote }));

/**
 * A grid of package cards, 1/2/3/4 columns by width, under its "Before you book" box (the fast's medicine
 * warning said once, naming the packages that fast), or, with `boxed={false}`, without one: a page of
 * several such grids says it once above them all (`PackagesBeforeYouBook`). On a page it is one island per
 * list (app/islands/package-cards.tsx): each card's Add to Package and picture fallback need the browser.
 */
export function PackageCardList({
  packages,
  headingLevel,
  boxed = true,
}: {
  packages: CatalogueCard[];
  headingLevel?: 2 | 3;
  boxed?: boolean;
}) {
  const cards = packages.map((pkg) => <PackageCard key={pkg.id} pkg={pkg} headingLevel={headingLevel} />);
  if (!boxed) return <ul className={GRID}>{cards}</ul>;
  return (
    <BeforeYouBookList items={noticeSources(packages)} className={GRID}>
      {cards}
    </BeforeYouBookList>
  );
}

/** The one "Before you book" box of a page of several package grids, for every package it shows. */
export function PackagesBeforeYouBook({ packages, className }: { packages: readonly CatalogueCard[]; className?: string }) {
  return <BeforeYouBook items={noticeSources(packages)} className={className} />;
}
