import { homeVisitCharge } from "#content/home-collection.ts";
import { homeCollectionWords as words } from "#words/en/home-collection-words.ts";
import { formatRupees } from "./money.ts";
import type { HomeVisit } from "./test-facts.ts";

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
