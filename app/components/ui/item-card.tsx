import type { ComponentProps, ReactNode } from "react";
import { bookingMessage } from "~/domain/booking";
import { formatRupees } from "~/domain/money";
import type { ItemFacts } from "~/domain/test-facts";
import { AddToPackageButton } from "./add-to-package-button";
import { BookingLink } from "./booking-link";
import { Badge, Card } from "./card";
import { Icon } from "./icon";
import { Price } from "./price";

type Props = {
  name: string;
  /** The item's own page; the name links to it. */
  href?: string;
  headingLevel?: 2 | 3;
  price: number;
  /** Replaces the formatted price: a range or a "from" price. */
  priceText?: string;
  popular?: boolean;
  /** A line under the name: the kind of item, its parameter count. */
  meta?: ReactNode;
  facts: ItemFacts;
  /** A picture above the card, shown from the small breakpoint up (phones get the compact card). */
  media?: ReactNode;
  /** What must be read before anything else about the item (its call-112 line), between the name and the facts. */
  notice?: ReactNode;
  /** What this list adds after the facts (a description, what is taken, what is included). */
  children?: ReactNode;
  /** The item's My Package id; without one the card offers Book Now only. */
  packageItemId?: string;
  /** The card's place in its list; replaces the default, which fills its grid cell's height. */
  className?: string;
} & Omit<ComponentProps<"li">, "children">;

/**
 * The one card for a test or a package, on every list (find-test, department lists, health packages,
 * home care, the home page): the name with the price beside it, then in the same places on every list
 * the report time, the fast (or "No fasting") with its medicine warning, and where it is done, then what
 * the list adds, then Book Now and, where the item can join My Package, Add to Package. Compact on
 * phones: no picture, and what a list adds stays short. Each action names the item for screen readers.
 */
export function ItemCard({
  name,
  href,
  headingLevel = 3,
  price,
  priceText,
  popular = false,
  meta,
  facts,
  media,
  notice,
  children,
  packageItemId,
  className,
  ...props
}: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shownPrice = priceText ?? formatRupees(price);
  return (
    <Card as="li" className={className ?? "h-full"} {...props}>
      {media && <div className="hidden sm:block">{media}</div>}
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="min-w-0 text-base font-semibold leading-snug sm:text-lg">
            {href ? (
              <a href={href} className="text-brand-800 underline-offset-2 hover:underline">
                {name}
              </a>
            ) : (
              name
            )}
          </Heading>
          <Price amount={price} text={priceText} tone="brand" className="shrink-0 text-lg leading-snug" />
        </div>
        {(popular || meta) && (
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
            {popular && <Badge tone="accent">Popular</Badge>}
            {meta}
          </div>
        )}
        {notice}
        <ItemFactList facts={facts} />
        {children}
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <BookingLink size="sm" message={bookingMessage(name, shownPrice)} className="flex-1 whitespace-nowrap">
            Book Now<span className="sr-only">: {name}</span>
          </BookingLink>
          {packageItemId !== undefined && <AddToPackageButton itemId={packageItemId} name={name} className="flex-1 whitespace-nowrap" />}
        </div>
      </div>
    </Card>
  );
}

/**
 * Report time, fast and place, one to a line in this order on every card (a term and its value); a fast
 * carries its one-line medicine warning under it.
 */
function ItemFactList({ facts }: { facts: ItemFacts }) {
  const fasting = facts.fastingHours;
  return (
    <dl className="mt-3 space-y-1 text-sm text-ink-700">
      {facts.reportTime !== undefined && (
        <Fact icon="Clock" term="Report:">
          <span className="tabular font-medium text-ink-900">{facts.reportTime}</span>
        </Fact>
      )}
      {fasting === null && (
        <Fact icon="UtensilsCrossed" term="Fasting" termHidden>
          No fasting
        </Fact>
      )}
      {fasting != null && (
        <Fact icon="UtensilsCrossed" term="Fasting:" note={facts.fastingNote}>
          <span className="tabular font-medium text-ink-900">{fasting} hours</span>
        </Fact>
      )}
      <Fact icon={facts.atHome ? "House" : "Hospital"} term="Where" termHidden>
        {facts.place}
      </Fact>
    </dl>
  );
}

function Fact({
  icon,
  term,
  termHidden = false,
  note,
  children,
}: {
  icon: ComponentProps<typeof Icon>["name"];
  term: string;
  /** The value says it on screen ("No fasting"); the term is for screen readers. */
  termHidden?: boolean;
  /** A second value on a line of its own under the first (the fast's medicine warning). */
  note?: string;
  children: ReactNode;
}) {
  // The spaces keep "Report: 6 hours" one phrase in the text; a flex row does not draw them. The value
  // takes the rest of the line (flex-1 from a zero basis), so a long one wraps beside its icon, not below it.
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <dt className={termHidden ? "sr-only" : undefined}>{term}</dt>{" "}
      <dd className="min-w-0 flex-1">{children}</dd>
      {note && (
        <>
          {" "}
          <dd className="basis-full pl-5.5 text-ink-600">{note}</dd>
        </>
      )}
    </div>
  );
}
