import { locale } from "#words/locale.ts";

const longDate = new Intl.DateTimeFormat(locale.intl, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-08-18" → "18 August 2025" (in the page's language); the same on the server and in every browser time zone. */
export function formatLongDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : longDate.format(time);
}

const indianYear = new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * The year a moment falls in on the lab's calendar (India time, whatever the machine's zone): the footer's
 * copyright year, from the moment the pages are built (app/components/layout/site-footer.tsx).
 */
export function yearInIndia(moment: Date): number {
  return Number(indianYear.formatToParts(moment).find((part) => part.type === "year")!.value);
}
