import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/card.tsx";
import { SafetyBoxes } from "#app/components/ui/safety-box.tsx";
import type { CatalogueItem } from "#app/domain/catalogue.ts";
import { details } from "#words/details.ts";
import { PriceCard } from "./price-card.tsx";

/**
 * The top of a details page: kind and "Popular" badges, the name as the page's h1 and any safety notice,
 * which stays above the booking (docs/content-review.md, rule 1). The price card follows it; the
 * description comes after the card (`ItemDescription`), so a phone shows the decision first.
 */
function DetailsIntro({ item, kind, belowTitle }: { item: CatalogueItem; kind: string; belowTitle?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{kind}</Badge>
        {item.popular && <Badge tone="accent">{details.popular}</Badge>}
      </div>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:mt-3 sm:text-4xl" lang={item.untranslated ? "en" : undefined}>
        {item.name}
      </h1>
      {belowTitle}
      <SafetyBoxes notices={item.safety} className="mt-4" />
    </>
  );
}

/** What the test or package is, after the price card. */
function ItemDescription({ item }: { item: Pick<CatalogueItem, "description" | "factsUntranslated"> }) {
  return (
    <p className="text-lg text-ink-600" lang={item.factsUntranslated ? "en" : undefined}>
      {item.description}
    </p>
  );
}

/**
 * The frame of a test's or a package's page: the back link, the intro (`kind` is its badge, `belowTitle`
 * what goes straight under the name), the price card and the description; `children`, the page's own
 * sections, follow the description.
 */
export function DetailsLayout({
  item,
  kind,
  belowTitle,
  backLink,
  addToPackage,
  children,
}: {
  item: CatalogueItem;
  kind: string;
  belowTitle?: ReactNode;
  backLink?: ReactNode;
  addToPackage?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page pt-1 pb-8 sm:py-12">
      {backLink}
      {/* On a phone the price card comes straight after the name: the decision first, the rest after it. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start lg:gap-8">
        <div className="lg:col-start-1">
          <DetailsIntro item={item} kind={kind} belowTitle={belowTitle} />
        </div>
        <PriceCard item={item} addToPackage={addToPackage} />
        <div className="lg:col-start-1">
          <ItemDescription item={item} />
          {children}
        </div>
      </div>
    </div>
  );
}
