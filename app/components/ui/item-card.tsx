import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { bookingMessage } from "~/domain/booking";
import { formatRupees } from "~/domain/money";
import type { ItemFacts } from "~/domain/test-facts";
import { AddToPackageButton } from "./add-to-package-button";
import { BookingLink } from "./booking-link";
import { Badge, Card } from "./card";
import { cx } from "./cx";
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
  /** What this list adds between the name and the facts (a description, a call-112 line, details). */
  children?: ReactNode;
  /** The item's My Package id; without one the card offers Book Now only. */
  packageItemId?: string;
  className?: string;
} & Omit<ComponentProps<"li">, "children">;

/**
 * The one card for a test or a package, on every list (find-test, department lists, health packages,
 * home care, the home page): the name with the price beside it, then in the same places on every list
 * the report time, the fast (or "No fasting") with its medicine warning, and where it is done, then Book
 * Now and, where the item can join My Package, Add to Package. Compact on phones: no picture, and what a
 * list adds stays short. Each action names the item for screen readers.
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
  children,
  packageItemId,
  className,
  ...props
}: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shownPrice = priceText ?? formatRupees(price);
  return (
    <Card as="li" className={cx("h-full", className)} {...props}>
      {media && <div className="hidden sm:block">{media}</div>}
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Heading className="text-base font-semibold leading-snug sm:text-lg">
              {href ? (
                <Link to={href} className="text-brand-800 underline-offset-2 hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </Heading>
            {(popular || meta) && (
              <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
                {popular && <Badge tone="accent">Popular</Badge>}
                {meta}
              </div>
            )}
          </div>
          <Price amount={price} text={priceText} className="shrink-0 text-lg leading-snug text-brand-800" />
        </div>
        {children}
        <ItemFactList facts={facts} />
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

/** Report time, fast and place, always in this order; a fast is followed by its one-line medicine warning. */
function ItemFactList({ facts }: { facts: ItemFacts }) {
  const fasting = facts.fastingHours;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        {facts.reportTime !== undefined && (
          <Fact icon="Clock">
            Report: <span className="tabular font-medium text-ink-900">{facts.reportTime}</span>
          </Fact>
        )}
        {fasting !== undefined && (
          <Fact icon="UtensilsCrossed">
            {fasting === null ? (
              "No fasting"
            ) : (
              <>
                Fasting: <span className="tabular font-medium text-ink-900">{fasting} hours</span>
              </>
            )}
          </Fact>
        )}
        <Fact icon={facts.atHome ? "House" : "Hospital"}>{facts.place}</Fact>
      </ul>
      {fasting != null && facts.fastingNote && <p className="mt-1 text-sm text-ink-700">{facts.fastingNote}</p>}
    </>
  );
}

function Fact({ icon, children }: { icon: ComponentProps<typeof Icon>["name"]; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon name={icon} className="size-4 shrink-0 text-brand-700" />
      <span>{children}</span>
    </li>
  );
}
