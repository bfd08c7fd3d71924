import { homeVisitCharge } from "#content/home-visit-charge.ts";
import { priceWords as words } from "#words/price.ts";
import { bookingMessage } from "./booking.ts";
import { formatRupees } from "./money.ts";
import type { HomeVisit, ItemFacts } from "./test-facts.ts";

/**
 * A price as every page shows it (docs/content-review.md, rule 22): the test's own price, and for a test
 * done at home on a paid visit what the visit adds, from the one home-visit charge
 * (content/en/centre-settings.json): "₹549 + home visit ₹300", or "₹599, home visit included".
 */
export function priceWithVisitText(price: number, homeVisit?: HomeVisit): string {
  if (homeVisit === "included") return words.visitIncluded(formatRupees(price));
  if (homeVisit === "charged") return words.plusVisit(formatRupees(price), formatRupees(homeVisitCharge.amount));
  return formatRupees(price);
}

/**
 * The booking message of one priced item, as its Book Now and the phone bar's Chat on its page send it
 * (with what a home visit adds). Here and not in ./booking.ts: that module is in every page's script
 * (astro-config/bundling.ts, the shell), and what it imports goes with it; this one is needed when the
 * page is built.
 */
export function itemBookingMessage(item: { name: string; price: number; facts?: Pick<ItemFacts, "homeVisit"> }): string {
  return bookingMessage(item.name, priceWithVisitText(item.price, item.facts?.homeVisit));
}
