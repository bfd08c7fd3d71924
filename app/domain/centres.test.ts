import { describe, expect, it } from "vitest";
import { centres } from "~/content/centres";
import { centreBookingMessage, centreCounts, directionsHref, filterCentres, parseCentreFilter } from "./centres";

describe("centre filter", () => {
  it("counts every filter", () => {
    expect(centreCounts(centres)).toEqual({ all: 9, "full-service": 5, "pathology-imaging": 4 });
  });
  it("shows only the chosen type", () => {
    expect(filterCentres(centres, "all")).toHaveLength(9);
    expect(filterCentres(centres, "full-service").every((c) => c.type === "full-service")).toBe(true);
    expect(filterCentres(centres, "pathology-imaging")).toHaveLength(4);
    expect(filterCentres([], "full-service")).toEqual([]);
  });
  it("parses hostile values to the default", () => {
    for (const v of ["x".repeat(5000), "[a-z]+", "<img onerror=x>", "केंद्र", "🏥", null]) expect(parseCentreFilter(v)).toBe("all");
    expect(parseCentreFilter("pathology-imaging")).toBe("pathology-imaging");
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
