import settings from "#content/generated/home-collection.json" with { type: "json" };
import { homeCollectionWords as words } from "#words/home-collection-words.ts";
import { listWords } from "#words/list.ts";
import { locale } from "#words/locale.ts";
import { homeVisitCharge } from "./home-visit-charge.ts";

/**
 * The home-collection facts, each typed once in content/en/centre-settings.json (edited at /admin,
 * docs/editing.md): the hours (My Package's booking slots and every text that gives the hours come from
 * them), the home-visit charge (./home-visit-charge.ts: the price line of every test done on a paid home
 * visit), and the areas the site names as served, each with its PIN codes (docs/content-review.md, rules
 * 22 and 27). Read from the collection's small derived output (generated/<locale>/home-collection.json):
 * the scripts that use these facts do not carry every centre's PIN codes.
 */

/** When home collection runs, 24-hour "HH:MM": the first slot starts at `opens`, the last ends at `closes`. */
export const collectionHours: { opens: string; closes: string } = settings.collectionHours;

/** The areas the site names as served, each once, in the page's language (every one has its PIN codes). */
const areasServed: readonly string[] = settings.areasServed;

const rupees = new Intl.NumberFormat(locale.intl, { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** What the texts that quote these facts say (./placeholders.ts): "7:00 AM to 9:00 PM", "₹300", "Delhi, Noida … and Srinagar". */
export const homeCollectionPlaceholders = {
  "collection-hours": () => words.hours(collectionHours.opens, collectionHours.closes),
  "collection-start": () => words.start(collectionHours.opens),
  "home-visit-charge": () => rupees.format(homeVisitCharge.amount),
  "areas-served": () =>
    areasServed.length <= 1 ? areasServed.join("") : `${areasServed.slice(0, -1).join(", ")}${listWords.and}${areasServed.at(-1)!}`,
};
