import { describe, expect, it } from "vitest";
import { packageBackLink, testBackLink } from "./back-links.ts";

describe("back links by origin", () => {
  it("test details: home → /#search, anything else → /find-test", () => {
    expect(testBackLink("home")).toEqual({ href: "/#search", label: "Back to Home" });
    for (const from of ["find-test", "packages", null, undefined, "", "HOME", "<b>"]) {
      expect(testBackLink(from)).toEqual({ href: "/find-test", label: "Back to Find Test" });
    }
  });

  it("package details: home → /#packages, packages → /health-packages, else /find-test", () => {
    expect(packageBackLink("home").href).toBe("/#packages");
    expect(packageBackLink("packages")).toEqual({ href: "/health-packages", label: "Back to Health Packages" });
    for (const from of ["find-test", null, undefined, "x".repeat(5000)]) {
      expect(packageBackLink(from)).toEqual({ href: "/find-test", label: "Back to Find Test" });
    }
  });
});
