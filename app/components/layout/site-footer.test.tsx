import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccreditationBadge, SiteFooter } from "./site-footer.tsx";

describe("the footer's accreditation", () => {
  it("names no certificate while the setting holds the placeholder, as the tests' build does", () => {
    const { container } = render(<SiteFooter />);
    expect(container.textContent).toContain("NABL-accredited central laboratory (ISO 15189) · ");
    expect(container.textContent).not.toMatch(/XXXX|certificate/i);
  });

  it("links the real certificate's number to NABL's site", () => {
    const { container } = render(<AccreditationBadge certificate="MC-2216" />);
    expect(container.textContent).toBe("NABL-accredited central laboratory (ISO 15189) · certificate MC-2216 (opens in a new tab)");
    expect(screen.getByRole("link", { name: /^certificate MC-2216/ })).toHaveAttribute("href", "https://nabl-india.org/");
  });
});
