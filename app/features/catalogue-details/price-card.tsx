import type { ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { siteConfig, telHref } from "#app/config/site.ts";
import type { CatalogueItem } from "#app/domain/catalogue.ts";
import { itemBookingMessage, priceWithVisitText } from "#app/domain/home-visit-price.ts";
import { accreditationLine, fastingFactText } from "#app/domain/price-card-lines.ts";
import { details } from "#words/details.ts";

/** Where the item can be done, one line per way (from its tests: a free home sample, a paid home visit, a centre). */
function CollectionLines({ item }: { item: Pick<CatalogueItem, "collection"> }) {
  if (item.collection.lines.length === 1) return <>{item.collection.lines[0]}</>;
  return (
    <ul className="space-y-1 text-sm font-normal">
      {item.collection.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The decision, first on a phone and beside the page on a desktop: the price, the fasting (with the
 * one-line medicine warning every fast on a card carries, docs/content-review.md rule 5), the report
 * time, the sample and where it is done, then Book Now (the chat link, pre-filled with the item and its
 * price) and Add to Package. Every fact is the item's derived one (domain/catalogue.ts). On a phone the
 * bar at the bottom of the screen has the call link; a desktop gets it here.
 */
export function PriceCard({ item, addToPackage }: { item: CatalogueItem; addToPackage?: ReactNode }) {
  const accreditation = accreditationLine(item);
  return (
    <Card
      as="aside"
      aria-label={details.priceAndBooking}
      className="gap-3 sm:gap-4 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <p className="flex items-baseline gap-3">
        <span className="text-sm text-ink-600">{details.price}</span>
        <Price
          amount={item.price}
          text={priceWithVisitText(item.price, item.facts.homeVisit)}
          className={item.facts.homeVisit ? "text-2xl" : "text-3xl"}
        />
      </p>
      {/* A fact's longer note (which results come sooner) is a second <dd> across the card. */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">{details.fasting}</dt>
        <dd className="font-semibold text-ink-900">{fastingFactText(item)}</dd>
        <dt className="text-ink-600">{details.reportTime}</dt>
        <dd className="font-semibold text-ink-900">{item.reportTime}</dd>
        {item.reportTimeDetail && <dd className="col-span-2 -mt-1 text-ink-700">{item.reportTimeDetail}</dd>}
        <dt className="text-ink-600">{details.sampleType}</dt>
        <dd className="font-semibold break-words text-ink-900" lang={item.factsUntranslated ? "en" : undefined}>
          {item.sample}
        </dd>
        <dt className="text-ink-600">{details.where}</dt>
        <dd className="font-semibold text-ink-900">
          <CollectionLines item={item} />
        </dd>
      </dl>
      {/* The fast's medicine warning (docs/content-review.md rule 5), a full-width line under the facts. */}
      {item.facts.fastingNote && (
        <p className="text-sm text-ink-700" data-fasting-note="">
          {item.facts.fastingNote}
        </p>
      )}
      {/* Side by side where both fit (a phone from 360 px); in the narrow desktop column one under the other,
          each the column's width, in either language (Hindi's shorter "Book Now" would fit beside the other).
          Once they have scrolled away on a phone, the phone bar offers the same two (`data-booking-actions`). */}
      <div className="flex flex-wrap gap-2 lg:grid" data-booking-actions="">
        <BookingLink message={itemBookingMessage(item)} className="grow basis-24 whitespace-nowrap sm:min-h-12">
          {details.bookNow}
        </BookingLink>
        {addToPackage}
      </div>
      <a
        href={telHref(siteConfig.supportPhone)}
        className="hidden min-h-11 items-center justify-center gap-2 rounded-control text-sm font-semibold text-brand-700 underline-offset-2 hover:underline lg:inline-flex"
      >
        <Icon name="Phone" className="size-4" />
        {details.call(siteConfig.supportPhone)}
      </a>
      {accreditation && (
        <p className="flex items-start gap-2 text-sm text-ink-700">
          <Icon name="CheckCircle2" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {accreditation}
        </p>
      )}
    </Card>
  );
}
