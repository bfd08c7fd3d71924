import { Icon } from "~/components/ui/icon";
import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { AddToPackageButton } from "~/components/ui/add-to-package-button";
import { BookingLink } from "~/components/ui/booking-link";
import { ButtonLink } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { SafetyBoxes } from "~/components/ui/safety-box";
import { NotFound } from "~/components/ui/states";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Price } from "~/components/ui/price";
import { siteConfig, telHref } from "~/config/site";
import { accreditationOnTestPage } from "~/content/accreditation-claim";
import type { CatalogueItem } from "~/domain/catalogue";
import { joinList } from "~/domain/text";
import type { BackLink as BackLinkData } from "~/domain/back-links";
import { itemBookingMessage } from "~/domain/booking";

/**
 * Where the back link goes, from the page's `?from=`. Read only after hydration, so the pre-rendered HTML
 * (which has no query) and the first client render agree.
 */
export function useBackLink(linkFor: (from: string | null) => BackLinkData): BackLinkData {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  return linkFor(hydrated ? searchParams.get("from") : null);
}

/** The not-found screen of a details page, with the back link as its action. */
export function ItemNotFound({ title, message, back }: { title: string; message: string; back: BackLinkData }) {
  return <NotFound title={title} message={message} action={<ButtonLink to={back.href}>{back.label}</ButtonLink>} />;
}

/**
 * "Back to …" depends on ?from=, which the pre-rendered HTML cannot know: on a URL with a query it stays
 * invisible (its space kept) until the page has hydrated and shows the right words (decision 008).
 */
export function BackLink({ link }: { link: BackLinkData }) {
  return (
    <Link
      to={link.href}
      data-query-veil=""
      className="mb-6 inline-flex min-h-11 items-center gap-2 rounded-control font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      <Icon name="ArrowLeft" className="size-4" />
      {link.label}
    </Link>
  );
}

/** The top of a details page: kind and "Popular" badges, the name as the page's h1, any safety notice, the description. */
export function DetailsIntro({ item, kind }: { item: CatalogueItem; kind: string }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{kind}</Badge>
        {item.popular && <Badge tone="accent">Popular</Badge>}
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{item.name}</h1>
      <SafetyBoxes notices={item.safety} className="mt-4" />
      <p className="mt-3 text-lg text-ink-600">{item.description}</p>
    </>
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

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-control border border-ink-200 bg-white p-4">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1 font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** "12 hours" or "Not needed", from the item's tests. */
export function fastingFactText(item: Pick<CatalogueItem, "fastingHours">): string {
  return item.fastingHours === null ? "Not needed" : `${item.fastingHours} hours`;
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
  return `Laboratory tests: ${lowerFirst(accreditationOnTestPage)}; ${joinList(outside)} ${outside.length === 1 ? "is" : "are"} outside its scope`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The preparation, one instruction per line. */
export function PreparationList({ steps }: { steps: readonly string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-2 pl-5 text-ink-800">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ul>
  );
}

/** The price sidebar with Book Now (external chat link, pre-filled with the item and its price). */
export function PriceCard({ item }: { item: CatalogueItem }) {
  const accreditation = accreditationLine(item);
  return (
    <Card as="aside" aria-label="Price and booking" className="gap-4 p-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <div>
        <p className="text-sm text-ink-600">Price</p>
        <Price amount={item.price} className="text-3xl" />
      </div>
      <ul className="space-y-2 text-sm text-ink-700">
        <li className="flex items-start gap-2">
          <Icon name="Clock" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          Report in {item.reportTime}
        </li>
        <li className="flex items-start gap-2">
          <Icon name="UtensilsCrossed" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {item.fastingHours === null ? "No fasting needed" : `Fast for ${item.fastingHours} hours`}
        </li>
        <li className="flex items-start gap-2">
          <Icon name="Home" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <CollectionLines item={item} />
        </li>
        {accreditation && (
          <li className="flex items-start gap-2">
            <Icon name="CheckCircle2" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {accreditation}
          </li>
        )}
      </ul>
      <BookingLink size="lg" message={itemBookingMessage(item)} className="w-full">
        Book Now
      </BookingLink>
      <AddToPackageButton itemId={String(item.id)} name={item.name} size="lg" className="w-full" />
      <a
        href={telHref(siteConfig.supportPhone)}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-control text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <Icon name="Phone" className="size-4" />
        Call {siteConfig.supportPhone}
      </a>
    </Card>
  );
}
