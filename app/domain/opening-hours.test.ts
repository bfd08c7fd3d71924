import { centres } from "#content/centres.ts";
import { parseOpeningHours, weekDays } from "./opening-hours.ts";

describe("parseOpeningHours", () => {
  it("reads the site's daily hours, with an en dash or 'to'", () => {
    expect(parseOpeningHours("Daily 7:00 AM – 9:00 PM")).toEqual({ days: [...weekDays], opens: "07:00", closes: "21:00" });
    expect(parseOpeningHours("Daily 7:00 AM to 9:00 PM")).toEqual({ days: [...weekDays], opens: "07:00", closes: "21:00" });
    expect(parseOpeningHours("Daily 8:00 AM - 8:00 PM")).toEqual({ days: [...weekDays], opens: "08:00", closes: "20:00" });
  });

  it("reads day ranges, single days, minutes and noon", () => {
    expect(parseOpeningHours("Mon–Sat 8:30 AM – 12:00 PM")).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:30",
      closes: "12:00",
    });
    expect(parseOpeningHours("Sunday 9 am to 1 pm")).toEqual({ days: ["Sunday"], opens: "09:00", closes: "13:00" });
  });

  it("returns null for what it cannot read rather than guessing", () => {
    expect(parseOpeningHours("Open 24/7")).toBeNull();
    expect(parseOpeningHours("Daily")).toBeNull();
    expect(parseOpeningHours("Sat–Mon 7:00 AM – 9:00 PM")).toBeNull();
    expect(parseOpeningHours("Daily 9:00 PM – 7:00 AM")).toBeNull();
    expect(parseOpeningHours("Daily 13:00 AM – 9:00 PM")).toBeNull();
    expect(parseOpeningHours("Someday 7:00 AM – 9:00 PM")).toBeNull();
  });
});

describe("the centres' opening hours", () => {
  it("are written in a form the structured data can read", () => {
    expect(centres).toHaveLength(9);
    for (const c of centres) expect(parseOpeningHours(c.hours), `${c.id}: ${c.hours}`).not.toBeNull();
  });
});
