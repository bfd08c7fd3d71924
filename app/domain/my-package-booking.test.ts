import { describe, expect, it } from "vitest";
import { fixtureRegistry } from "#app/testing/catalogue-fixtures.ts";
import { cbc, lipid } from "#app/testing/my-package-fixtures.ts";
import { safeEncode } from "./mailto.ts";
import {
  bookingDateChoices,
  composeBookingMessage,
  detailToFix,
  emptyDetails,
  formatBookingDate,
  parseStoredDetails,
} from "./my-package-booking.ts";
import { toggleAnnouncement } from "./my-package-ids.ts";
import { packageSources } from "./my-package-sources.ts";
import { resolvePackage, type PackageSources } from "./my-package.ts";

const sources: PackageSources = packageSources([cbc, lipid], [], fixtureRegistry, []);

describe("composeBookingMessage", () => {
  const details = {
    ...emptyDetails,
    name: "Asha",
    mode: "home" as const,
    pin: "110016",
    date: "2026-11-24",
    slot: "09:00-11:00",
    note: "Ring the bell twice",
  };

  it("lists items, prices, total, how and when, name, note and the fasting reminder", () => {
    const { lines } = resolvePackage(["2", "1"], sources);
    expect(composeBookingMessage({ lines, details })).toBe(
      [
        "Hello, I'd like to book these tests:",
        "1. Lipid Profile: ₹450",
        "2. Complete Blood Count (CBC): ₹299",
        "Total: ₹749 (2 items)",
        "Home collection, PIN code 110016",
        "Preferred time: Tue, 24 Nov 2026, 9–11 AM",
        "Name: Asha",
        "Note: Ring the bell twice",
        "Reminder: Fast for 12 hours before collection: needed for Lipid Profile.",
        "Please confirm the next steps.",
      ].join("\n"),
    );
  });

  it("names the centre for a visit and leaves out what was not given", () => {
    const { lines } = resolvePackage(["1"], sources);
    const text = composeBookingMessage({ lines, details: { ...emptyDetails, mode: "centre", centreId: "x" }, centreName: "Dwarka" });
    expect(text).toContain("Visit to the Dwarka centre");
    expect(text).not.toMatch(/Name:|Note:|Preferred|Reminder/);
  });

  it("stays within a safe URL length: the last items become 'and N more tests', the total counts all", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...cbc, id: i + 1, name: `A rather long test name number ${i + 1}`, price: 100 }));
    const { lines } = resolvePackage(
      many.map((m) => String(m.id)),
      packageSources(many, [], fixtureRegistry, []),
    );
    const text = composeBookingMessage({ lines, details }, 800);
    expect(safeEncode(text).length).toBeLessThanOrEqual(800);
    expect(text).toMatch(/…and \d+ more tests/);
    expect(text).toContain("Total: ₹3,000 (30 items)");
  });

  it("shortens a very long note rather than exceed the limit", () => {
    const { lines } = resolvePackage(["1"], sources);
    const text = composeBookingMessage({ lines, details: { ...details, note: "x".repeat(5000) } }, 600);
    expect(safeEncode(text).length).toBeLessThanOrEqual(600);
    expect(text).toContain("1. Complete Blood Count (CBC)");
  });
});

describe("booking details", () => {
  it("keeps valid stored fields and drops the rest", () => {
    const raw = JSON.stringify({ name: "Asha", mode: "home", pin: "110016", centreId: "gone", date: "2026-11-24", slot: "9-11", note: 5 });
    expect(parseStoredDetails(raw, ["dwarka"])).toEqual({ ...emptyDetails, name: "Asha", mode: "home", pin: "110016", date: "2026-11-24" });
    expect(parseStoredDetails("{oops", ["dwarka"])).toEqual(emptyDetails);
    expect(parseStoredDetails("[1]", ["dwarka"])).toEqual(emptyDetails);
  });

  it("offers today to 30 days ahead, across a month's end, written day, month, year", () => {
    const dates = bookingDateChoices(new Date(2026, 10, 23), "");
    expect(dates).toHaveLength(31);
    expect([dates[0], dates[7], dates[8], dates[30]]).toEqual(["2026-11-23", "2026-11-30", "2026-12-01", "2026-12-23"]);
    expect(formatBookingDate("2026-12-01")).toBe("Tue, 1 Dec 2026");
  });

  it("keeps a stored date that has passed as the first choice, so the message's date stays shown", () => {
    expect(bookingDateChoices(new Date(2026, 11, 7), "2026-12-04").slice(0, 2)).toEqual(["2026-12-04", "2026-12-07"]);
    expect(bookingDateChoices(new Date(2026, 11, 7), "2026-12-09")).toHaveLength(31);
  });

  it("announces a press with the new count", () => {
    expect(toggleAnnouncement("Lipid Profile", true, 2)).toBe("Lipid Profile added to My tests (2 items)");
    expect(toggleAnnouncement("CBC", false, 1)).toBe("CBC removed from My tests (1 item)");
  });
});

describe("the check before booking", () => {
  it("stops only a PIN code typed for a home collection that is not a valid one", () => {
    expect(detailToFix({ mode: "home", pin: "1100" })).toBe("pin");
    expect(detailToFix({ mode: "home", pin: "011001" })).toBe("pin");
    // Every detail stays optional, and a centre visit sends no PIN code.
    expect(detailToFix({ mode: "home", pin: "" })).toBeNull();
    expect(detailToFix({ mode: "centre", pin: "1100" })).toBeNull();
    expect(detailToFix({ mode: "home", pin: "110016" })).toBeNull();
  });
});

describe("composeBookingMessage with the prescription's unmatched lines", () => {
  it("lists them as written after the total, so the lab can call back about them", () => {
    const { lines } = resolvePackage(["1"], sources);
    expect(composeBookingMessage({ lines, details: emptyDetails, notes: ["Dr. Mehta's panel", "Sr. Homocysteine"] })).toBe(
      [
        "Hello, I'd like to book these tests:",
        "1. Complete Blood Count (CBC): ₹299",
        "Total: ₹299 (1 item)",
        "Also on my prescription, as written (please call me about these):",
        "- Dr. Mehta's panel",
        "- Sr. Homocysteine",
        "Please confirm the next steps.",
      ].join("\n"),
    );
  });

  it("books a list of only unmatched lines without a total", () => {
    expect(composeBookingMessage({ lines: [], details: emptyDetails, notes: ["ANA profile"] })).toBe(
      [
        "Hello, I'd like to book these tests:",
        "Also on my prescription, as written (please call me about these):",
        "- ANA profile",
        "Please confirm the next steps.",
      ].join("\n"),
    );
  });

  it("cuts the items first, then the last lines, when the link would be too long", () => {
    const { lines } = resolvePackage(["1", "2"], sources);
    const notes = Array.from({ length: 30 }, (_, i) => `An unusual test the lab may not list, number ${i + 1}`);
    const text = composeBookingMessage({ lines, details: emptyDetails, notes });
    expect(safeEncode(text).length).toBeLessThanOrEqual(1600);
    expect(text).toContain("…and 1 more test");
    expect(text).toContain("- An unusual test the lab may not list, number 1\n");
    expect(text).toMatch(/…and \d+ more lines/);
  });
});
