import { describe, expect, it } from "vitest";
import { catalogue } from "~/content/catalogue";
import { detailsHref, findCatalogueItem } from "./catalogue-search";

describe("details links and lookups", () => {
  it("builds links with the origin", () => {
    expect(detailsHref({ id: 1, type: "test" }, "home")).toBe("/test-details/1?from=home");
    expect(detailsHref({ id: 105, type: "package" }, "find-test")).toBe("/package-details/105?from=find-test");
  });

  it("finds only items of the right kind with a plain id", () => {
    expect(findCatalogueItem(catalogue, "test", "1")?.name).toBe("Complete Blood Count (CBC)");
    expect(findCatalogueItem(catalogue, "package", "301")?.price).toBe(3999);
    for (const bad of [undefined, "", "100", "0", "01", "1.0", "1e0", " 1", "abc", "-1", "9".repeat(5000)]) {
      expect(findCatalogueItem(catalogue, "test", bad)).toBeUndefined();
    }
    expect(findCatalogueItem(catalogue, "package", "1")).toBeUndefined();
  });
});
