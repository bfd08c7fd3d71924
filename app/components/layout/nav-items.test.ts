import { describe, expect, it } from "vitest";
import { telHref } from "#app/config/site.ts";
import { isActivePath, serviceNavGroups } from "./nav-items.ts";

describe("navigation", () => {
  it("builds the Services dropdown from the service content", () => {
    expect(serviceNavGroups.map((g) => g.to)).toEqual([
      "/services/pathology",
      "/services/radiology",
      "/services/cardiology",
      "/services/neurology",
    ]);
    expect(serviceNavGroups[2]?.children.map((c) => c.to)).toContain("/services/cardiology/holter-test");
  });
  it("marks a section active on its pages only", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/about", "/")).toBe(false);
    expect(isActivePath("/services/cardiology/ecg", "/services")).toBe(true);
    expect(isActivePath("/services-old", "/services")).toBe(false);
  });
  it("turns a displayed phone number into a tel: link", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telHref("011-4567 8900")).toBe("tel:01145678900");
  });
});
