import type { Centre } from "~/content/centres";
import { centreFilters, type CentreFilterId } from "~/content/centre-types";
import { parseOpeningHours } from "./opening-hours";

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

/** Centres that keep the same opening hours, in the order the list first names them. */
export interface HoursGroup {
  /** The hours as the first centre of the group writes them. */
  hours: string;
  names: string[];
}

/** Groups the centres by the hours they keep ("Daily 7:00 AM – 9:00 PM" and "Daily 7:00 AM to 9:00 PM" are one group), largest group first. */
export function centreHoursGroups(items: readonly Pick<Centre, "name" | "hours">[]): HoursGroup[] {
  const groups = new Map<string, HoursGroup>();
  for (const centre of items) {
    const parsed = parseOpeningHours(centre.hours);
    const key = parsed ? `${parsed.days.join(",")} ${parsed.opens}-${parsed.closes}` : centre.hours.trim();
    const group = groups.get(key) ?? { hours: centre.hours, names: [] };
    group.names.push(centre.name);
    groups.set(key, group);
  }
  // A stable sort keeps the list's order between groups of the same size.
  return [...groups.values()].sort((a, b) => b.names.length - a.names.length);
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Which hours the listed centres keep, computed from the list: "All 9 listed centres: …", or, when one
 * set of hours is kept by more than half, "Most centres (7 of 9): …; X and Y: …", otherwise each group.
 */
export function centreHoursSummary(items: readonly Pick<Centre, "name" | "hours">[]): string {
  const groups = centreHoursGroups(items);
  const [main, ...others] = groups;
  if (!main) return "";
  if (others.length === 0) return `All ${items.length} listed centres: ${main.hours}.`;
  const rest = others.map((g) => `${joinNames(g.names)}: ${g.hours}`).join("; ");
  if (main.names.length * 2 > items.length) return `Most centres (${main.names.length} of ${items.length}): ${main.hours}; ${rest}.`;
  return `Hours differ by centre. ${joinNames(main.names)}: ${main.hours}; ${rest}.`;
}

/**
 * The claimed network next to the listed centres (docs/behaviour.md#claims): the claim keeps its date,
 * and says what the centres that are not listed are.
 */
export function centreListNote(claimed: number, listed: number, where = "below"): string {
  const unlisted = claimed - listed;
  if (unlisted <= 0) return `All ${listed} of our centres are listed ${where}.`;
  return `The ${listed} centres with walk-in services are listed ${where}; the other ${unlisted} are sample collection points. Call us to find the nearest one.`;
}
