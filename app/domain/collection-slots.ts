import { homeCollectionWords as words } from "#words/home-collection-words.ts";

/**
 * The booking slots of home collection, made from its hours (content/en/centre-settings.json, one fact:
 * docs/content-review.md, rule 27): two-hour slots from the first slot's start, the last one ending at
 * the close (shorter when the hours do not divide into two-hour slots).
 */
export interface TimeSlot {
  /** "07:00-09:00": kept on the device with the booking details. */
  id: string;
  /** "7–9 AM" (Hindi: "सुबह 7–9 बजे"). */
  label: string;
  /** Ends by noon: the slots a fasting test asks for. */
  morning: boolean;
}

const SLOT_MINUTES = 120;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The slots between `opens` and `closes` (24-hour "HH:MM"); none when `closes` is not after `opens`. */
export function slotsBetween(opens: string, closes: string): TimeSlot[] {
  const slots: TimeSlot[] = [];
  const end = minutesOf(closes);
  for (let start = minutesOf(opens); start < end; start += SLOT_MINUTES) {
    const [from, to] = [timeOf(start), timeOf(Math.min(start + SLOT_MINUTES, end))];
    slots.push({ id: `${from}-${to}`, label: words.slot(from, to), morning: to <= "12:00" });
  }
  return slots;
}
