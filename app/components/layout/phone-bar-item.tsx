import { useEffect, useState } from "react";
import { AddToPackageButton } from "#app/components/ui/add-to-package-button.tsx";
import { BookingLink } from "#app/components/ui/booking-link.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Price } from "#app/components/ui/price.tsx";
import { itemCard } from "#words/components.ts";
import { barRowClass, PhoneActionBar } from "./phone-action-bar.tsx";

/** The test or package a details page sells, which the bar books and adds to My Package. */
export interface BarItem {
  /** Its My Package id (the catalogue number). */
  id: string;
  name: string;
  price: number;
  /** The booking message of its Book Now (domain/home-visit-price.ts `itemBookingMessage`). */
  chatMessage: string;
}

/**
 * The phone bar of a test or package page (docs/decisions/030-the-bar-books-the-page.md). While the price
 * card's Book Now and Add to Package are in view, or still below (a safety notice stays above the booking,
 * docs/content-review.md rule 1), the bar is Call, Chat (with the item's booking message) and My Package,
 * as pre-rendered: no second Book Now beside the card's. Once they have scrolled up out of view: the
 * item's name and price, Book Now (the same chat link and message as the card's) and Add to Package (the
 * same toggle, on the same list). Its own script, loaded by the details pages only, which load the card
 * buttons anyway.
 */
export function ItemPhoneBar({ pathname, item }: { pathname: string; item: BarItem }) {
  const away = useScrolledAway("[data-booking-actions]");
  const cells = away ? (
    <ul className={cx(barRowClass, "grid-cols-[minmax(0,1fr)_auto_auto]")} data-testid="bar-item">
      <li className="flex min-w-0 flex-col justify-center px-1 leading-tight">
        <span className="truncate text-xs text-ink-600">{item.name}</span>
        <Price amount={item.price} tone="brand" className="text-lg" />
      </li>
      <li>
        <BookingLink message={item.chatMessage} size="sm" className="h-full whitespace-nowrap">
          {itemCard.bookNow}
        </BookingLink>
      </li>
      {/* Below 360 px the words need the icon's room. */}
      <li className="max-[359px]:[&_svg]:hidden">
        <AddToPackageButton itemId={item.id} name={item.name} size="sm" className="h-full whitespace-nowrap" />
      </li>
    </ul>
  ) : undefined;
  return <PhoneActionBar pathname={pathname} chatMessage={item.chatMessage} cells={cells} />;
}

/**
 * Whether the element `selector` names has scrolled up out of view, under the sticky header; false
 * while it is in view or still below, and before hydration.
 */
function useScrolledAway(selector: string): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const target = document.querySelector(selector);
    if (!target) return;
    const headerHeight = Math.round(document.querySelector("body > header")?.getBoundingClientRect().height ?? 0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setAway(!entry.isIntersecting && entry.boundingClientRect.top < (entry.rootBounds?.top ?? headerHeight));
      },
      { rootMargin: `-${headerHeight}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [selector]);
  return away;
}
