import type { ComponentProps, ReactNode } from "react";
import { bookingMessage } from "#app/domain/booking.ts";
import { priceWithVisitText } from "#app/domain/home-visit-price.ts";
import { localHref } from "#app/domain/local-href.ts";
import type { ItemFacts } from "#app/domain/test-facts.ts";
import { itemCard as itemCardWords } from "#words/components.ts";
import { AddToPackageButton } from "./add-to-package-button.tsx";
import { BookingLink } from "./booking-link.tsx";
import { Badge, Card } from "./card.tsx";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";
import { Price } from "./price.tsx";

type Props = {
  name: string;
  /** The name is English on a page of another language (a test not yet translated): marked `lang="en"`. */
  untranslated?: boolean;
  /** The item's own page; the name links to it. */
  href?: string;
  headingLevel?: 2 | 3;
  price: number;
  /** Replaces the formatted price (and its home-visit part, which `facts` gives): a range or a "from" price. */
  priceText?: string;
  popular?: boolean;
  /** A line under the name: the kind of item, its parameter count. */
  meta?: ReactNode;
  facts: ItemFacts;
  /** A picture above the card, shown from the small breakpoint up (phones get the compact card). */
  media?: ReactNode;
  /** What this list adds after the facts (a description, what is taken, what is included). */
  children?: ReactNode;
  /** The item's My Package id; without one the card offers Book Now only. */
  packageItemId?: string;
  /**
   * How the card sits in its list on a phone (below 640 px; from there every card is the regular one):
   * `regular`, or `compact`, a dense row for a long list (docs/decisions/022-compact-rows-on-phones.md):
   * less padding, the report time, fast and place run on in one or two lines.
   */
  density?: Density;
  /** The card's place in its list; replaces the default, which fills its grid cell's height. */
  className?: string;
} & Omit<ComponentProps<"li">, "children">;

type Density = "regular" | "compact";

/** Each part's spacing and layout by density: `compact` is its own look below 640 px, the regular card from there. */
const looks: Record<Density, { body: string; price: string; meta: string; facts: string; fact: string; actions: string }> = {
  regular: {
    body: "p-4 sm:p-5",
    price: "leading-snug",
    meta: "mt-1",
    facts: "mt-3 space-y-1 text-sm",
    fact: "gap-x-1.5",
    actions: "pt-4",
  },
  compact: {
    body: "px-3 py-2.5 sm:p-5",
    // As tall as the name's line, so a one-line name and its price take no more than that line.
    price: "leading-tight sm:leading-snug",
    meta: "mt-0.5 sm:mt-1",
    // One run of facts that wraps.
    facts: "mt-1.5 flex flex-wrap gap-x-3 text-sm sm:mt-3 sm:block sm:space-y-1",
    fact: "gap-x-1 sm:gap-x-1.5",
    actions: "pt-2 sm:pt-4",
  },
};

/**
 * The one card for a test or a package, on every list (find-test, department lists, health packages,
 * home care, the home page): the name with the price beside it, then in the same places on every list
 * the report time, the fast (or "No fasting") and where it is done, then what the list adds, then Book
 * Now and, where the item can join My Package, Add to Package. The warnings several cards would repeat
 * (a call-112 line, the fast's medicine warning) are the list's, said once above it (`ItemList`,
 * ./item-list.tsx). Compact on phones: no picture, and what a list adds stays short. Each action names
 * the item for screen readers.
 */
export function ItemCard({
  name,
  untranslated = false,
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
  density = "regular",
  className,
  ...props
}: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // A test done on a paid home visit says what the visit adds, or that its price includes it (rule 22).
  const shownPrice = priceText ?? priceWithVisitText(price, facts.homeVisit);
  const look = looks[density];
  return (
    <Card as="li" padding="none" className={className ?? "h-full"} {...props}>
      {media && <div className="hidden sm:block">{media}</div>}
      <div className={cx("flex flex-1 flex-col", look.body)}>
        <div className="flex items-start justify-between gap-3">
          <Heading className="min-w-0 text-base font-semibold leading-snug sm:text-lg" lang={untranslated ? "en" : undefined}>
            {href ? (
              <a href={localHref(href)} className="text-brand-800 underline-offset-2 hover:underline">
                {name}
              </a>
            ) : (
              name
            )}
          </Heading>
          <Price
            amount={price}
            text={shownPrice}
            tone="brand"
            className={cx("shrink-0", facts.homeVisit && !priceText ? "max-w-40 text-right text-base" : "text-lg", look.price)}
          />
        </div>
        {(popular || meta) && (
          <div className={cx("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600", look.meta)}>
            {popular && <Badge tone="accent">{itemCardWords.popular}</Badge>}
            {meta}
          </div>
        )}
        <ItemFactList facts={facts} look={look} />
        {children}
        <div className={cx("mt-auto flex flex-wrap gap-2", look.actions)}>
          <BookingLink size="sm" message={bookingMessage(name, shownPrice)} className="flex-1 whitespace-nowrap">
            {itemCardWords.bookNow}
            <span className="sr-only">
              {": "}
              <span lang={untranslated ? "en" : undefined}>{name}</span>
            </span>
          </BookingLink>
          {packageItemId !== undefined && (
            <AddToPackageButton itemId={packageItemId} name={name} untranslated={untranslated} className="flex-1 whitespace-nowrap" />
          )}
        </div>
      </div>
    </Card>
  );
}

/**
 * Report time, fast and place, in this order on every card (a term and its value); a compact row's facts
 * run on in one line where they fit.
 */
function ItemFactList({ facts, look }: { facts: ItemFacts; look: (typeof looks)[Density] }) {
  const fasting = facts.fastingHours;
  return (
    <dl className={cx("text-ink-700", look.facts)}>
      {facts.reportTime !== undefined && (
        <Fact icon="Clock" term={itemCardWords.report} gap={look.fact}>
          <span className="tabular font-medium text-ink-900">{facts.reportTime}</span>
        </Fact>
      )}
      {/* One place for the fast, with or without one: a list updating a card in place keeps its elements. */}
      {fasting === null ? (
        <Fact icon="UtensilsCrossed" term={itemCardWords.fasting} termHidden gap={look.fact}>
          {itemCardWords.noFasting}
        </Fact>
      ) : fasting !== undefined ? (
        <Fact icon="UtensilsCrossed" term={itemCardWords.fastingTerm} gap={look.fact}>
          <span className="tabular font-medium text-ink-900">{itemCardWords.fastingHours(fasting)}</span>
        </Fact>
      ) : null}
      <Fact icon={facts.atHome ? "House" : "Hospital"} term={itemCardWords.where} termHidden gap={look.fact}>
        {facts.place}
      </Fact>
    </dl>
  );
}

function Fact({
  icon,
  term,
  termHidden = false,
  gap,
  children,
}: {
  icon: ComponentProps<typeof Icon>["name"];
  term: string;
  /** The space between the icon, the term and the value. */
  gap: string;
  /** The value says it on screen ("No fasting"); the term is for screen readers. */
  termHidden?: boolean;
  children: ReactNode;
}) {
  // The spaces keep "Report: 6 hours" one phrase in the text; a flex row does not draw them. The value
  // takes the rest of the line (flex-1 from a zero basis), so a long one wraps beside its icon, not below it.
  return (
    <div className={cx("flex", gap)}>
      <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <dt className={termHidden ? "sr-only" : undefined}>{term}</dt> <dd className="min-w-0 flex-1">{children}</dd>
    </div>
  );
}
