import { describe, expect, it } from "vitest";
import { centrePinCodes } from "#content/centre-pin-codes.ts";
import { centres } from "#content/centres.ts";
import { checkPin, normalisePin } from "./my-package-pin.ts";

const fixture = {
  north: ["110085", "110086"],
  south: ["110016", "110017"],
  hills: ["180001"],
};

describe("checkPin", () => {
  it("names the centre that serves a PIN code", () => {
    expect(checkPin("110016", fixture)).toEqual({ status: "served", centreId: "south" });
    expect(checkPin(" 110 085 ", fixture)).toEqual({ status: "served", centreId: "north" });
  });

  it("lists the nearest centres for a PIN code outside the area", () => {
    expect(checkPin("110018", fixture)).toEqual({ status: "not-served", nearestCentreIds: ["south", "north", "hills"] });
    expect(checkPin("180099", fixture, 1)).toEqual({ status: "not-served", nearestCentreIds: ["hills"] });
  });

  it("rejects anything that is not a 6-digit PIN code", () => {
    for (const input of ["", "11001", "1100166", "abcdef", "011001", "11001a"]) {
      expect(checkPin(input, fixture)).toEqual({ status: "invalid" });
    }
    expect(normalisePin("110 016")).toBe("110016");
  });
});

describe("the served PIN codes", () => {
  it("belong to the nine centres, each served by one centre, in their regions", () => {
    expect(Object.keys(centrePinCodes).sort()).toEqual(centres.map((c) => c.id).sort());
    const all = Object.values(centrePinCodes).flat();
    expect(all.length).toBeGreaterThanOrEqual(centres.length);
    expect(new Set(all).size).toBe(all.length);
    for (const pin of all) expect(pin).toMatch(/^(110\d{3}|2013\d{2}|2010\d{2}|1220\d{2}|1210\d{2}|180\d{3}|190\d{3})$/);
  });

  it("serve each centre's own PIN code from that centre", () => {
    expect(centres).toHaveLength(9);
    for (const centre of centres) {
      expect(checkPin(centre.postal.postalCode, centrePinCodes), centre.id).toEqual({ status: "served", centreId: centre.id });
    }
  });
});
