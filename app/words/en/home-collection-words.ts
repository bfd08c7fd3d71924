/**
 * The home-collection facts of content/en/centre-settings.json in words (content/home-collection.ts,
 * app/domain/collection-slots.ts): the hours and the booking slots made from them (docs/content-review.md,
 * rule 27; a price with the home-visit charge is in ./price.ts). Times come as 24-hour "HH:MM".
 */
const clock = (time: string, withMinutes = true) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return withMinutes || minutes !== 0 ? `${hour}:${String(minutes).padStart(2, "0")}` : String(hour);
};
const meridiem = (time: string) => (Number(time.slice(0, 2)) < 12 ? "AM" : "PM");

export const homeCollectionWords = {
  /** "7:00 AM to 9:00 PM": the home-collection hours. */
  hours: (opens: string, closes: string) => `${clock(opens)} ${meridiem(opens)} to ${clock(closes)} ${meridiem(closes)}`,
  /** "7:00 AM": when the first slot starts. */
  start: (opens: string) => `${clock(opens)} ${meridiem(opens)}`,
  /** A booking slot: "7–9 AM", "11 AM–1 PM". */
  slot: (from: string, to: string) =>
    meridiem(from) === meridiem(to)
      ? `${clock(from, false)}–${clock(to, false)} ${meridiem(to)}`
      : `${clock(from, false)} ${meridiem(from)}–${clock(to, false)} ${meridiem(to)}`,
};
