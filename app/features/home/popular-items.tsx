import type { ReactNode } from "react";
import { ItemCard } from "#app/components/ui/item-card.tsx";
import { ItemList } from "#app/components/ui/item-list.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";
import { detailsHref } from "#app/domain/catalogue-search.ts";
import type { CatalogueCard } from "#app/domain/catalogue.ts";
import { localHref } from "#app/domain/local-href.ts";
import { homeSections } from "#content/section-headings.ts";
import { homePage } from "#words/home.ts";
import { popularItems } from "#words/popular-items.ts";
import { SeeAllLink } from "./see-all-link.tsx";

/** The popular tests and packages: the heading, the list (`list`, an island: its cards' Add to Package), the link to all tests. */
export function PopularItems({ list }: { list?: ReactNode }) {
  return (
    <Section tone="tint" {...homeSections.popular}>
      {list}
      <SeeAllLink href={localHref("/find-test")} label={homePage.seeAllTests} className="mt-8" />
    </Section>
  );
}

/**
 * The popular tests and packages with their prices, on the shared card. On phones they sit in one row
 * that scrolls sideways (each card most of the screen wide, the next one peeking in, all as tall as the tallest), so eight cards
 * cost the page one card's height; from 768 px they are a grid. The row is positioned, so the cards'
 * screen-reader-only text (absolutely positioned) scrolls inside it instead of widening the page.
 */
export function PopularItemsList({ popular }: { popular: CatalogueCard[] }) {
  return (
    <ItemList
      items={popular.map((item) => ({ name: item.name, fastingNote: item.facts.fastingNote }))}
      label={popularItems.label}
      className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 scroll-px-4 sm:-mx-6 sm:px-6 sm:scroll-px-6 md:mx-0 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-4"
    >
      {popular.map((item) => (
        <ItemCard
          key={item.id}
          name={item.name}
          untranslated={item.untranslated}
          href={detailsHref(item, "home")}
          price={item.price}
          meta={item.type === "package" ? popularItems.healthPackage : popularItems.test}
          facts={item.facts}
          packageItemId={String(item.id)}
          density="compact"
          // Wide enough for Book Now and Add to Package side by side, as on every list, from a 360 px
          // phone; the next card still peeks in.
          className="w-[calc(100%-1rem)] max-w-[20rem] shrink-0 snap-start md:w-auto md:max-w-none"
        />
      ))}
    </ItemList>
  );
}
