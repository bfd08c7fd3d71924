import { describe, expect, it } from "vitest";
import { centres } from "#content/centres.ts";
import { centreBookingMessage, centreCities, centreHoursGroups, centreHoursSummary, centreListNote, directionsHref } from "./centres.ts";

describe("the centres' cities", () => {
  it("are the centres' postal localities in the list's order, each counted", () => {
    expect(centreCities(centres)).toEqual([
      { city: "New Delhi", count: 4 },
      { city: "Noida", count: 1 },
      { city: "Gurugram", count: 1 },
      { city: "Faridabad", count: 1 },
      { city: "Jammu", count: 1 },
      { city: "Srinagar", count: 1 },
    ]);
  });
  it("follow the list: a city is listed once, where its first centre is", () => {
    const at = (locality: string) => ({ postal: { street: "", locality, state: "", postalCode: "" } });
    expect(centreCities([at("Pune"), at("Agra"), at("Pune")])).toEqual([
      { city: "Pune", count: 2 },
      { city: "Agra", count: 1 },
    ]);
    expect(centreCities([])).toEqual([]);
  });
});

describe("centre actions", () => {
  it("builds a map search for the encoded address", () => {
    expect(directionsHref("B-12, Green Park Main, New Delhi 110016")).toBe(
      "https://www.google.com/maps/search/?api=1&query=B-12%2C%20Green%20Park%20Main%2C%20New%20Delhi%20110016",
    );
    expect(() => directionsHref("& ? # % 🏥 जम्मू".repeat(500))).not.toThrow();
    expect(new URL(directionsHref("a&b=c")).searchParams.get("query")).toBe("a&b=c");
  });
  it("names the centre in the booking message", () => {
    const first = centres[0]!;
    expect(centreBookingMessage(first)).toContain(first.name);
    expect(centreBookingMessage(first)).toContain(first.address);
  });
});

describe("centre hours", () => {
  it("groups the listed centres by the hours they keep, largest group first", () => {
    expect(centreHoursGroups(centres)).toEqual([
      {
        hours: "Daily 7:00 AM – 9:00 PM",
        names: [
          "Green Park (Head Centre)",
          "Lajpat Nagar",
          "Dwarka Sector 12",
          "Rohini Sector 7",
          "Noida Sector 18",
          "Faridabad Sector 15",
          "Jammu – Gandhi Nagar",
        ],
      },
      { hours: "Daily 8:00 AM – 8:00 PM", names: ["Gurugram Sector 14", "Srinagar – Rajbagh"] },
    ]);
  });

  it("says which hours most centres keep and names the others", () => {
    expect(centreHoursSummary(centres)).toBe(
      "Most centres (7 of 9): Daily 7:00 AM – 9:00 PM; Gurugram Sector 14 and Srinagar – Rajbagh: Daily 8:00 AM – 8:00 PM.",
    );
  });

  it("reads the same hours written two ways as one group", () => {
    const items = [
      { name: "A", hours: "Daily 7:00 AM – 9:00 PM" },
      { name: "B", hours: "Daily 7:00 AM to 9:00 PM" },
    ];
    expect(centreHoursSummary(items)).toBe("All 2 listed centres: Daily 7:00 AM – 9:00 PM.");
  });

  it("does not say 'most' without a majority", () => {
    const items = [
      { name: "A", hours: "Daily 7:00 AM – 9:00 PM" },
      { name: "B", hours: "Mon–Sat 8:00 AM – 8:00 PM" },
      { name: "C", hours: "Mon–Fri 9:00 AM – 5:00 PM" },
      { name: "D", hours: "Daily 7:00 AM – 9:00 PM" },
    ];
    expect(centreHoursSummary(items)).toBe(
      "Hours differ by centre. A and D: Daily 7:00 AM – 9:00 PM; B: Mon–Sat 8:00 AM – 8:00 PM; C: Mon–Fri 9:00 AM – 5:00 PM.",
    );
    expect(centreHoursSummary([])).toBe("");
  });
});

describe("centre count note", () => {
  it("says that every centre it counts is listed", () => {
    expect(centreListNote(9)).toBe("All 9 of our centres are listed below.");
  });

  it("counts the centres from the list: 9", () => {
    expect(centres).toHaveLength(9);
  });
});
