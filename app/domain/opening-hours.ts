/**
 * Opening-hours text as the site shows it ("Daily 7:00 AM – 9:00 PM", "Mon–Sat 8:00 AM to 8:00 PM") read
 * into days and 24-hour times, for schema.org openingHoursSpecification.
 */

export const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof weekDays)[number];

export interface OpeningHours {
  days: WeekDay[];
  /** "HH:MM", 24-hour */
  opens: string;
  /** "HH:MM", 24-hour */
  closes: string;
}

function dayIndex(word: string): number {
  const lower = word.toLowerCase();
  return lower.length >= 3 ? weekDays.findIndex((day) => day.toLowerCase().startsWith(lower)) : -1;
}

function parseDays(text: string): WeekDay[] | null {
  const words = text.trim().toLowerCase();
  if (words === "daily" || words === "every day" || words === "all days") return [...weekDays];
  const range = /^([a-z]+)\s*(?:[-–—]|to)\s*([a-z]+)$/.exec(words);
  if (range) {
    const from = dayIndex(range[1] ?? "");
    const to = dayIndex(range[2] ?? "");
    if (from < 0 || to < 0 || to < from) return null;
    return weekDays.slice(from, to + 1);
  }
  const single = dayIndex(words);
  return single < 0 ? null : [weekDays[single] as WeekDay];
}

function to24h(hours: string, minutes: string | undefined, meridiem: string): string | null {
  const h = Number(hours);
  const m = Number(minutes ?? "0");
  if (h < 1 || h > 12 || m > 59) return null;
  const h24 = (h % 12) + (meridiem.toUpperCase() === "PM" ? 12 : 0);
  return `${String(h24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** null when the text is not in a form this reads; the content tests make sure every centre's is. */
export function parseOpeningHours(text: string): OpeningHours | null {
  const match = /^(.+?)\s*,?\s+(\d{1,2})(?::(\d{2}))?\s*([AP]M)\s*(?:[-–—]|to)\s*(\d{1,2})(?::(\d{2}))?\s*([AP]M)$/i.exec(text.trim());
  if (!match) return null;
  const [, dayText = "", oh = "", om, omer = "", ch = "", cm, cmer = ""] = match;
  const days = parseDays(dayText);
  const opens = to24h(oh, om, omer);
  const closes = to24h(ch, cm, cmer);
  if (!days || !opens || !closes || closes <= opens) return null;
  return { days, opens, closes };
}
