import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { findCatalogueItem } from "./catalogue";

describe("findCatalogueItem", () => {
  const firstTest = catalogue.find((item) => item.type === "test")!;
  const firstPackage = catalogue.find((item) => item.type === "package")!;

  it("finds an item of the kind asked for by its exact decimal id", () => {
    expect(findCatalogueItem(catalogue, "test", String(firstTest.id))).toBe(firstTest);
    expect(findCatalogueItem(catalogue, "package", String(firstPackage.id))).toBe(firstPackage);
  });

  it("does not find an item of the other kind, or an id written any other way", () => {
    expect(findCatalogueItem(catalogue, "package", String(firstTest.id))).toBeUndefined();
    const id = firstTest.id;
    for (const bad of [undefined, "", "0", `0${id}`, `${id}.0`, "1e0", ` ${id}`, "abc", "-1", "9".repeat(5000)]) {
      expect(findCatalogueItem(catalogue, "test", bad), String(bad)).toBeUndefined();
    }
  });
});
