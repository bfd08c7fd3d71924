import { priceWords } from "#words/price.ts";
import { searchEntryWords } from "#words/search-entry-words.ts";
import { priceWithVisitText } from "./home-visit-price.ts";
import { formatRupees } from "./money.ts";
import type { SearchEntry, SearchEntryKind } from "./search-index.ts";
import type { ItemFacts } from "./test-facts.ts";

// How a search result shows an entry: its link, its kind and its price. Apart from the index's builder
// (./search-index.ts), which runs at build time, so a page that shows results does not load it.

/** Link to an entry; catalogue details pages get `?from=` so their back link returns to the search. */
export function entryHref(entry: Pick<SearchEntry, "path" | "catalogueId">, from: "home" | "find-test"): string {
  return entry.catalogueId === undefined ? entry.path : `${entry.path}?from=${from}`;
}

/** "Test", "Health package" or "Home service", as the search results label an entry. */
export function entryKindLabel(kind: SearchEntryKind): string {
  return kind === "package" ? searchEntryWords.package : kind === "home-service" ? searchEntryWords.homeService : searchEntryWords.test;
}

/** "₹549", "₹549 + home visit ₹300", "₹800 – ₹5,000" or "From ₹199". */
export function entryPriceText(
  entry: Pick<SearchEntry, "price" | "priceTo" | "priceFrom"> & { facts?: Pick<ItemFacts, "homeVisit"> },
): string {
  if (entry.priceTo !== undefined) return `${formatRupees(entry.price)} – ${formatRupees(entry.priceTo)}`;
  return entry.priceFrom ? priceWords.from(formatRupees(entry.price)) : priceWithVisitText(entry.price, entry.facts?.homeVisit);
}
