import { describe, expect, it } from "vitest";
import { detailsHref } from "./catalogue-search.ts";

describe("details links", () => {
  it("builds links with the origin", () => {
    expect(detailsHref({ id: 1, type: "test" }, "home")).toBe("/test-details/1?from=home");
    expect(detailsHref({ id: 105, type: "package" }, "find-test")).toBe("/package-details/105?from=find-test");
  });
});
