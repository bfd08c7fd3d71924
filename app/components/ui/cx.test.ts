import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("skips falsy parts", () => {
    expect(cx("a", false, null, undefined, "b")).toBe("a b");
  });

  it("lets a later class override an earlier one of the same utility", () => {
    expect(cx("p-6 text-ink-600", "p-4")).toBe("text-ink-600 p-4");
    expect(cx("rounded-card shadow-card", "rounded-control shadow-raised")).toBe("rounded-control shadow-raised");
  });

  it("keeps classes of different utilities", () => {
    expect(cx("text-lg", "text-brand-700")).toBe("text-lg text-brand-700");
  });
});
