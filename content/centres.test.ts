import { existsSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { centreSchema } from "#content/collections/centres.schema.ts";
import { centres } from "./centres.ts";

describe("centres content", () => {
  it("lists nine centres that parse, with unique ids and phones", () => {
    expect(centres).toHaveLength(9);
    centres.forEach((c) => centreSchema.parse(c));
    expect(new Set(centres.map((c) => c.id)).size).toBe(9);
    expect(new Set(centres.map((c) => c.phone)).size).toBe(9);
  });
  it("covers Delhi/NCR and Jammu & Kashmir, and both centre types", () => {
    const regions = new Set(centres.map((c) => c.region));
    expect(regions).toEqual(new Set(["Delhi", "NCR", "Jammu & Kashmir"]));
    expect(centres.some((c) => c.type === "full-service")).toBe(true);
    expect(centres.some((c) => c.type === "pathology-imaging")).toBe(true);
  });
  it("points every image at a small local file", () => {
    expect(centres).toHaveLength(9);
    for (const c of centres) {
      const file = `public${c.image}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });
  it("gives each address in parts that agree with the address people read", () => {
    expect(centres).toHaveLength(9);
    for (const c of centres) {
      expect(c.address.startsWith(`${c.postal.street}, `), c.id).toBe(true);
      expect(c.address, c.id).toContain(c.postal.locality);
      expect(c.address.endsWith(` ${c.postal.postalCode}`), c.id).toBe(true);
    }
  });
});
