import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { localHref } from "#app/domain/local-href.ts";
import { details } from "#words/en/details.ts";
import { useId, type ReactNode } from "react";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { NotFound } from "#app/components/ui/states.tsx";
import { useSearchParam } from "#app/components/ui/use-search-param.ts";
import { Price } from "#app/components/ui/price.tsx";
import { itemBookingMessage, priceWithVisitText } from "#app/domain/home-visit-price.ts";
import { siteConfig, telHref } from "#app/config/site.ts";
import { accreditationOnTestPage } from "#content/accreditation-claim.ts";
import type { CatalogueItem } from "#app/domain/catalogue.ts";
import { joinList } from "#app/domain/text.ts";
import type { BackLink as BackLinkData } from "#app/domain/back-links.ts";
import type { RelatedLink } from "#app/domain/related-items.ts";

/**
 * Where the back link goes, from the page's `?from=`. Read only after hydration, so the pre-rendered HTML
 * (which has no query) and the first client render agree.
 */
export function useBackLink(linkFor: (from: string | null) => BackLinkData): BackLinkData {
  return linkFor(useSearchParam("from"));
}

/** The not-found screen of a details page, with the back link as its action. */
export function ItemNotFound({ title, message, back }: { title: string; message: string; back?: ReactNode }) {
  return <NotFound title={title} message={message} action={back} />;
}

/**
 * "Back to …" depends on ?from=, which the pre-rendered HTML cannot know: on a URL with a query it stays
 * invisible (its space kept) until the page has hydrated and shows the right words (decision 008).
 */
export function BackLink({ link, look = "link" }: { link: BackLinkData; look?: "link" | "button" }) {
  if (look === "button") {
    return (
      <ButtonLink href={localHref(link.href)} data-query-veil="">
        {link.label}
      </ButtonLink>
    );
  }
  return (
    <a
      href={localHref(link.href)}
      data-query-veil=""
      className="inline-flex min-h-11 items-center gap-2 rounded-control font-semibold text-brand-700 underline-offset-2 hover:underline sm:mb-6"
    >
      <Icon name="ArrowLeft" className="size-4" />
      {link.label}
    </a>
  );
}

/** A titled block of a details page, labelled by its own heading. `tone="note"` tints it (preparation). */
export function DetailsSection({ title, tone, children }: { title: string; tone?: "note"; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={tone === "note" ? "mt-8 rounded-card border border-accent-100 bg-accent-50 p-5" : "mt-8"}
    >
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links to other tests' or packages' pages under a heading, two columns from 640 px; nothing when there are none. */
export function RelatedLinks({ title, links }: { title: string; links: readonly RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <DetailsSection title={title}>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={localHref(link.href)}
              lang={link.untranslated ? "en" : undefined}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </DetailsSection>
  );
}

/** "12 hours" or "No fasting needed", from the item's tests. */
function fastingFactText(item: Pick<CatalogueItem, "fastingHours">): string {
  return item.fastingHours === null ? details.noFastingNeeded : details.hours(item.fastingHours);
}

/** Where the item can be done, one line per way (from its tests: a free home sample, a paid home visit, a centre). */
export function CollectionLines({ item }: { item: Pick<CatalogueItem, "collection"> }) {
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
 * The accreditation, only where its scope covers the item's tests: all of them, or its laboratory tests
 * with the others named; nothing for a test the scope leaves out (docs/content-review.md).
 */
export function accreditationLine(item: Pick<CatalogueItem, "accreditation">): string | undefined {
  const { covered, outside } = item.accreditation;
  if (covered === "none") return undefined;
  if (covered === "all") return accreditationOnTestPage;
  return details.accreditationPart(lowerFirst(accreditationOnTestPage), joinList(outside), outside.length);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The preparation, one instruction per line. */
export function PreparationList({ steps }: { steps: readonly string[] }) {
  return <BulletList items={steps} className="mt-2 list-disc space-y-2 pl-5 text-ink-800" />;
}

/**
 * What a test measures or a package holds, one to a line (two columns from 640 px), with a plain bullet:
 * the same icon on every line said nothing (docs/decisions/032-one-card-shorter-pages.md).
 */
export function IncludedList({ lines, lang }: { lines: readonly string[]; lang?: "en" }) {
  return <BulletList items={lines} lang={lang} className="grid list-disc gap-x-8 gap-y-1.5 pl-5 marker:text-brand-600 sm:grid-cols-2" />;
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
