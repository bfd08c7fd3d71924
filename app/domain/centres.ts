import type { Centre } from "~/content/centres";
import { centreFilters, type CentreFilterId } from "~/content/centre-types";

/** Centre locator rules (docs/behaviour.md#locations): selected filter, default "all". */

const filterIds: readonly string[] = centreFilters.map((f) => f.id);

export function parseCentreFilter(value: unknown): CentreFilterId {
  return typeof value === "string" && filterIds.includes(value) ? (value as CentreFilterId) : "all";
}

export function filterCentres(items: readonly Centre[], filter: CentreFilterId): Centre[] {
  return filter === "all" ? [...items] : items.filter((centre) => centre.type === filter);
}

export function centreCounts(items: readonly Centre[]): Record<CentreFilterId, number> {
  const counts = Object.fromEntries(centreFilters.map((f) => [f.id, 0])) as Record<CentreFilterId, number>;
  counts.all = items.length;
  for (const centre of items) counts[centre.type] += 1;
  return counts;
}

/** A map search for the address, opened in a new tab (Google Maps search URL, API 1). */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The chat message of a centre's "Book Test" button: it names the centre. */
export function centreBookingMessage(centre: Pick<Centre, "name" | "address">): string {
  return `Hello, I'd like to book a test at your ${centre.name} centre (${centre.address}). Please help me with the next steps.`;
}
