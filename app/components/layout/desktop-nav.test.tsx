import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DesktopNav } from "./desktop-nav.tsx";

// 200 ms (docs/behaviour.md, "Header and footer"), written out so that a changed delay fails; timed on a fake clock,
// as a wait in real time passes for almost any delay.
describe("a desktop dropdown after the mouse leaves it", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function advance(ms: number) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }

  function openServices() {
    render(<DesktopNav pathname="/about" />);
    const services = screen.getByRole("button", { name: "Services" });
    const item = services.closest("li")!;
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    expect(services).toHaveAttribute("aria-expanded", "true");
    return { services, item };
  }

  it("is still open at 199 ms and closed at 200 ms", () => {
    const { services, item } = openServices();
    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    advance(199);
    expect(services).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "ECG" })).toBeVisible();
    advance(1);
    expect(services).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "ECG" })).toBeNull();
  });

  it("stays open when the mouse comes back before the delay ends", () => {
    const { services, item } = openServices();
    fireEvent.pointerLeave(item, { pointerType: "mouse" });
    advance(150);
    fireEvent.pointerEnter(item, { pointerType: "mouse" });
    advance(10_000);
    expect(services).toHaveAttribute("aria-expanded", "true");
  });

  it("ignores a touch leaving: only a mouse hover opens and closes it", () => {
    const { services, item } = openServices();
    fireEvent.pointerLeave(item, { pointerType: "touch" });
    advance(10_000);
    expect(services).toHaveAttribute("aria-expanded", "true");
  });
});
