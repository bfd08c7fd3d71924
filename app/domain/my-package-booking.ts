import { collectionHours } from "#content/home-collection.ts";
import { bookingMessageWords as words } from "#words/booking-message-words.ts";
import { locale } from "#words/locale.ts";
import { slotsBetween, type TimeSlot } from "./collection-slots.ts";
import { safeEncode } from "./mailto.ts";
import { formatRupees } from "./money.ts";
import { itemCountText } from "./my-package-ids.ts";
import { NOTES_KEPT_MS } from "./my-package-notes.ts";
import { normalisePin } from "./my-package-pin.ts";
import { longestFasting, packageTotal, type PackageLine } from "./my-package.ts";
import { parseStoredJson } from "./stored-json.ts";

/**
 * Booking a My Package list: the optional details the patient gives (kept on the device only, never in a
 * URL) and the one message that books the list on chat or by email.
 */

/** The collection time slots patients can ask for: the home-collection hours' (one fact, ./collection-slots.ts). */
export const timeSlots: readonly TimeSlot[] = slotsBetween(collectionHours.opens, collectionHours.closes);
export type TimeSlotId = TimeSlot["id"];

export type CollectionMode = "home" | "centre";

/** The optional booking details: kept on the device only, never in a URL. */
export interface BookingDetails {
  name: string;
  mode: CollectionMode | "";
  pin: string;
  centreId: string;
  /** YYYY-MM-DD or "". */
  date: string;
  slot: TimeSlotId | "";
  note: string;
}

export const emptyDetails: BookingDetails = { name: "", mode: "", pin: "", centreId: "", date: "", slot: "", note: "" };

export const DETAILS_STORAGE_KEY = "my-package-details";
/** How long after their last change the details are kept: as long as the prescription's lines kept with the list. */
export const DETAILS_KEPT_MS = NOTES_KEPT_MS;

const TEXT_LIMITS = { name: 80, pin: 6, note: 500 } as const;

/** Reads stored booking details, keeping each field only if it is still valid. */
export function parseStoredDetails(raw: string | null, centreIds: readonly string[]): BookingDetails {
  const data = parseStoredJson(raw);
  if (!data || typeof data !== "object" || Array.isArray(data)) return { ...emptyDetails };
  const record = data as Record<string, unknown>;
  const text = (key: keyof typeof TEXT_LIMITS) => (typeof record[key] === "string" ? record[key].slice(0, TEXT_LIMITS[key]) : "");
  const mode = record.mode === "home" || record.mode === "centre" ? record.mode : "";
  const centreId = typeof record.centreId === "string" && centreIds.includes(record.centreId) ? record.centreId : "";
  const date = typeof record.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(record.date) ? record.date : "";
  const slot = timeSlots.find((s) => s.id === record.slot)?.id ?? "";
  return { name: text("name"), mode, pin: text("pin").replace(/\D/g, ""), centreId, date, slot, note: text("note") };
}

/**
 * The detail to put right before the list is booked, or null. Every detail is optional, but one given
 * wrongly must not go into the message: a PIN code typed for a home collection that is not a valid one.
 * The page's "Book on WhatsApp" and the phone bar's run this same check.
 */
export function detailToFix(details: Pick<BookingDetails, "mode" | "pin">): "pin" | null {
  return details.mode === "home" && details.pin !== "" && normalisePin(details.pin) === null ? "pin" : null;
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The dates the date field offers, in order: `today` to `daysAhead` days on, and first the one already
 * chosen (a stored date that has since passed) so what goes into the message stays shown.
 */
export function bookingDateChoices(today: Date, chosen: string, daysAhead = 30): string[] {
  const dates = Array.from({ length: daysAhead + 1 }, (_, i) =>
    isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + i)),
  );
  return chosen && !dates.includes(chosen) ? [chosen, ...dates] : dates;
}

/** "2026-11-24" → "Tue, 24 Nov 2026" (in the page's language). */
export function formatBookingDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return iso;
  const parts = new Intl.DateTimeFormat(locale.intl, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(y, m - 1, d)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("day")} ${part("month")} ${part("year")}`;
}

export interface MessageInput {
  lines: readonly PackageLine[];
  details: BookingDetails;
  /** Name of the chosen centre, when visiting one. */
  centreName?: string;
  /** The prescription's lines that matched no test, as the patient wrote them (./my-package-notes.ts). */
  notes?: readonly string[];
}

/**
 * Longest message, URL-encoded, that we put in a link. Chat links and mail programs accept about 2,000
 * characters of URL; this leaves room for the link itself.
 */
export const MAX_ENCODED_MESSAGE = 1600;

function detailLines({ details, centreName, lines }: MessageInput): string[] {
  const out: string[] = [];
  if (details.mode === "home") out.push(details.pin ? words.homeCollectionAt(details.pin) : words.homeCollection);
  else if (details.mode === "centre") out.push(centreName ? words.centreVisitAt(centreName) : words.centreVisit);
  const slot = timeSlots.find((s) => s.id === details.slot);
  const when = [details.date ? formatBookingDate(details.date) : "", slot ? slot.label : ""].filter(Boolean).join(", ");
  if (when) out.push(words.when(when));
  if (details.name.trim()) out.push(words.name(details.name.trim()));
  if (details.note.trim()) out.push(words.note(details.note.trim()));
  const fasting = longestFasting(lines);
  if (fasting) out.push(words.reminder(fasting.text));
  return out;
}

/**
 * The one booking message: each item with its price, the total, the prescription's unmatched lines as
 * written (so the lab can call back about them), how and when, name and note, and the fasting reminder.
 * When it would make too long a link, the last items become "and N more tests" (the total still counts
 * them), then the last lines "and N more lines", then the note is shortened.
 */
export function composeBookingMessage(input: MessageInput, maxEncoded = MAX_ENCODED_MESSAGE): string {
  const { lines } = input;
  const notes = input.notes ?? [];
  const total = lines.length > 0 ? [words.total(formatRupees(packageTotal(lines)), itemCountText(lines.length))] : [];
  const build = (shown: number, shownNotes: number, details: BookingDetails) => {
    const items = lines.slice(0, shown).map((line, i) => words.item(i + 1, line.name, line.priceText ?? formatRupees(line.price)));
    const hidden = lines.length - shown;
    if (hidden > 0) items.push(words.more(hidden));
    const written = notes.length > 0 ? [words.unmatched, ...notes.slice(0, shownNotes).map(words.unmatchedLine)] : [];
    if (notes.length > shownNotes) written.push(words.moreLines(notes.length - shownNotes));
    return [words.greeting, ...items, ...total, ...written, ...detailLines({ ...input, details }), words.closing].join("\n");
  };
  const fits = (text: string) => safeEncode(text).length <= maxEncoded;
  const fewest = Math.min(1, lines.length);
  for (let shown = lines.length; shown >= fewest; shown -= 1) {
    const text = build(shown, notes.length, input.details);
    if (fits(text)) return text;
  }
  for (let shownNotes = notes.length - 1; shownNotes >= 0; shownNotes -= 1) {
    const text = build(fewest, shownNotes, input.details);
    if (fits(text)) return text;
  }
  // Even one item is too long: shorten the free text the patient typed.
  let details = { ...input.details };
  let text = build(fewest, 0, details);
  while (!fits(text) && (details.note.length > 0 || details.name.length > 0)) {
    details =
      details.note.length > 0
        ? { ...details, note: details.note.slice(0, Math.floor(details.note.length / 2)) }
        : { ...details, name: details.name.slice(0, Math.floor(details.name.length / 2)) };
    text = build(fewest, 0, details);
  }
  return text;
}
