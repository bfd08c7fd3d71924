import { describe, expect, it } from "vitest";
import { cx } from "./cx";

describe("cx", () => {
  it("skips falsy parts", () => {
    expect(cx("a", false, null, undefined, "b")).toBe("a b");
  });

  it("lets a later class override an earlier one of the same utility, per breakpoint", () => {
    expect(cx("p-6 text-ink-600", "p-4")).toBe("text-ink-600 p-4");
    expect(cx("py-12 sm:py-16", "py-8 sm:py-8")).toBe("py-8 sm:py-8");
    expect(cx("rounded-card shadow-card", "rounded-control shadow-raised")).toBe("rounded-control shadow-raised");
    expect(cx("aspect-video h-auto object-cover", "aspect-auto h-44 object-contain")).toBe("aspect-auto h-44 object-contain");
    expect(cx("mt-3 text-xl font-semibold", "mt-0 text-lg")).toBe("font-semibold mt-0 text-lg");
  });

  it("keeps classes of different utilities", () => {
    expect(cx("text-lg", "text-brand-700")).toBe("text-lg text-brand-700");
    expect(cx("text-sm", "text-base")).toBe("text-base");
    expect(cx("flex", "flex-1", "flex-col")).toBe("flex flex-1 flex-col");
  });
});
