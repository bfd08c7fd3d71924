import { describe, expect, it } from "vitest";
import { slotsBetween } from "./collection-slots.ts";
import { timeSlots } from "./my-package-booking.ts";

// Hours, slots and places agree (docs/content-review.md, rule 27): the booking slots are made from the
// one statement of the home-collection hours, never typed. Expected values written by hand.
describe("the booking slots come from the home-collection hours", () => {
  it("makes two-hour slots from 7:00 AM to 9:00 PM", () => {
    const slots = slotsBetween("07:00", "21:00");
    expect(slots).toHaveLength(7);
    expect(slots.map((s) => s.label)).toEqual(["7–9 AM", "9–11 AM", "11 AM–1 PM", "1–3 PM", "3–5 PM", "5–7 PM", "7–9 PM"]);
    expect(slots.map((s) => s.id)).toEqual([
      "07:00-09:00",
      "09:00-11:00",
      "11:00-13:00",
      "13:00-15:00",
      "15:00-17:00",
      "17:00-19:00",
      "19:00-21:00",
    ]);
    expect(slots.filter((s) => s.morning).map((s) => s.label)).toEqual(["7–9 AM", "9–11 AM"]);
  });

  it("ends the last slot at the close, and offers none before the opening or after the close", () => {
    const slots = slotsBetween("06:30", "10:00");
    expect(slots.map((s) => s.label)).toEqual(["6:30–8:30 AM", "8:30–10 AM"]);
    expect(slotsBetween("21:00", "07:00")).toEqual([]);
  });

  // content/en/centre-settings.json: collectionHours 07:00 to 21:00, read by hand. The 6–8 AM slot and
  // the missing evening slots of the old hand-typed list (before 7:00 AM, nothing after 6 PM) cannot return.
  it("My Package offers exactly the slots of the content's hours", () => {
    expect(timeSlots.map((s) => s.label)).toEqual(["7–9 AM", "9–11 AM", "11 AM–1 PM", "1–3 PM", "3–5 PM", "5–7 PM", "7–9 PM"]);
  });
});
