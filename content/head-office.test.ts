import { describe, expect, it } from "vitest";
import { centres } from "./centres.ts";
import { headOfficeCentre, regionsServed } from "./head-office.ts";

describe("head office facts for the brand's JSON-LD", () => {
  it("are the head centre's address and the regions of the listed centres, in their order", () => {
    const head = centres.find((c) => c.address === headOfficeCentre.address);
    expect(head?.postal).toEqual(headOfficeCentre.postal);
    expect(regionsServed).toEqual([...new Set(centres.map((c) => c.region))]);
  });
});
