import type { Centre } from "#content/centres.ts";
import { bookingWords } from "#words/booking.ts";
import { centreWords } from "#words/centre-words.ts";
import { listWords } from "#words/list.ts";
import { parseOpeningHours } from "./opening-hours.ts";

/** A city with centres, as the /locations filter offers it: its name (each centre's postal locality) and how many there are. */
export interface CentreCity {
  city: string;
  count: number;
}

/**
 * The cities of the listed centres (docs/behaviour.md#locations), in the list's order of their first
 * centre, each with its count: patients choose by city, and a new centre's city appears by itself.
 */
export function centreCities(items: readonly Pick<Centre, "postal">[]): CentreCity[] {
  const counts = new Map<string, number>();
  for (const centre of items) counts.set(centre.postal.locality, (counts.get(centre.postal.locality) ?? 0) + 1);
  return [...counts].map(([city, count]) => ({ city, count }));
}

/** A map search for the address, opened in a new tab (Google Maps search URL, API 1). */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The chat message of a centre's "Book test" button: it names the centre. */
export function centreBookingMessage(centre: Pick<Centre, "name" | "address">): string {
  return bookingWords.centre(centre.name, centre.address);
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
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")}${listWords.and}${names.at(-1)}`;
}

/**
 * Which hours the listed centres keep, computed from the list: "All 9 listed centres: …", or, when one
 * set of hours is kept by more than half, "Most centres (7 of 9): …; X and Y: …", otherwise each group.
 */
export function centreHoursSummary(items: readonly Pick<Centre, "name" | "hours">[]): string {
  const groups = centreHoursGroups(items);
  const [main, ...others] = groups;
  if (!main) return "";
  if (others.length === 0) return centreWords.hoursAll(items.length, main.hours);
  const rest = others.map((g) => centreWords.group(joinNames(g.names), g.hours)).join(centreWords.groupSeparator);
  if (main.names.length * 2 > items.length) return centreWords.hoursMost(main.names.length, items.length, main.hours, rest);
  return centreWords.hoursDiffer(joinNames(main.names), main.hours, rest);
}

/**
 * The centre count beside the list (docs/behaviour.md#claims): the count is the list's length, so every
 * centre the site counts is listed (docs/content-review.md, rule 4).
 */
export function centreListNote(listed: number, where = centreWords.listedHere): string {
  return centreWords.allListed(listed, where);
}
