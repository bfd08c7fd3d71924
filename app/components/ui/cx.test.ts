import { describe, expect, it } from "vitest";
import { cx, refuseOverrides } from "./cx.ts";

describe("cx", () => {
  it("joins the parts it is given and skips falsy ones", () => {
    expect(cx("a", false, null, undefined, "b")).toBe("a b");
    expect(cx("flex", "flex-1", "flex-col")).toBe("flex flex-1 flex-col");
    expect(cx("text-[0.95rem] font-semibold", "text-ink-700")).toBe("text-[0.95rem] font-semibold text-ink-700");
  });
});

describe("refuseOverrides (what the build checks of every class list)", () => {
  it("lets classes of different utilities, or of one utility at different breakpoints, be", () => {
    for (const classes of ["text-lg text-brand-700", "py-12 sm:py-16", "hidden sm:block", "p-4 sm:p-6", "text-[0.95rem] text-ink-700"]) {
      expect(() => refuseOverrides(classes), classes).not.toThrow();
    }
  });

  it("stops on two classes of one utility and names the one that would lose", () => {
    expect(() => refuseOverrides("p-6 text-ink-600 p-4")).toThrow('"p-6"');
    expect(() => refuseOverrides("tabular font-bold text-ink-900 text-brand-800")).toThrow('"text-ink-900"');
    expect(() => refuseOverrides("mt-3 space-y-1.5 space-y-0")).toThrow('"space-y-1.5"');
    expect(() => refuseOverrides("flex flex-col flex-row")).toThrow('"flex-col"');
    expect(() => refuseOverrides("text-sm text-base")).toThrow('"text-sm"');
  });
});
