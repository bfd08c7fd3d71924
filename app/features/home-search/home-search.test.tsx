import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { fakeSearchFetch, fakeSearchUrl } from "#app/domain/site-search-parts.fake.ts";
import { HomeSearch } from "./home-search.tsx";

// The box opens pages with window.location.assign; jsdom cannot navigate, so a stand-in location
// records where it was sent.
let assign: Mock<(url: string) => void>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  vi.stubGlobal("fetch", fakeSearchFetch().fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** The last page the box opened, or undefined. */
const where = () => assign.mock.calls.at(-1)?.[0];

function renderSearch(searchUrl = fakeSearchUrl()) {
  render(<HomeSearch searchUrl={searchUrl} />);
  return screen.getByRole("combobox", { name: "Search tests and health packages" });
}

/** The search index loads on first focus (a dynamic import); wait until it has arrived. */
async function catalogueArrived() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe("HomeSearch combobox", () => {
  it("loads the search index only when the box is used", async () => {
    // Once loaded, the index stays for the rest of the visit (and of this file), kept by its URL
    // (app/components/ui/use-site-search.ts): a URL no other test loads starts unloaded whatever ran before.
    const box = renderSearch(`${fakeSearchUrl()}?not-loaded-yet`);
    fireEvent.change(box, { target: { value: "lipid" } });
    expect(box).toHaveAttribute("aria-expanded", "false"); // typed before the index arrived
    await catalogueArrived();
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option")[0]).toHaveTextContent(/Lipid/);
  });

  it("finds department tests, patient words and Devanagari, and says what a package includes", async () => {
    const box = renderSearch();
    fireEvent.change(box, { target: { value: "chest x ray" } });
    await catalogueArrived();
    expect(screen.getAllByRole("option")[0]).toHaveTextContent(/^Chest X-ray.*₹549$/);
    fireEvent.change(box, { target: { value: "शुगर की जांच" } });
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("HbA1c");
    fireEvent.change(box, { target: { value: "kft" } });
    // The test sold alone first, then the packages that hold it.
    expect(screen.getAllByRole("option")[0]).toHaveTextContent(/^Kidney function test \(KFT\)Test₹700$/);
    expect(screen.getAllByRole("option")[1]).toHaveTextContent(/includes Kidney function test \(KFT\)/);
  });

  it("opens from 3 characters and follows the combobox pattern", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, "th");
    await catalogueArrived();
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("option")).toBeNull();
    await user.type(box, "y");
    expect(box).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox");
    expect(box).toHaveAttribute("aria-controls", listbox.id);
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveTextContent("Thyroid Function Test");
    expect(options.length).toBeLessThanOrEqual(10);

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(box).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option").at(-1)!.id);
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
  });

  it("Enter on an option opens its details with from=home", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, "vit d");
    await catalogueArrived();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(where()).toBe("/test-details/14?from=home");
  });

  it("choosing a package goes to its package page", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, "cancer screening");
    await catalogueArrived();
    // The spec's "Cancer Screening Basic" is now named for what it is, and still found by that name.
    await user.click(screen.getByRole("option", { name: /Tumour Marker Panel/ }));
    expect(where()).toBe("/package-details/114?from=home");
  });

  it("submitting without choosing opens the find-test list", async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, "sugar test{Enter}");
    expect(where()).toBe("/find-test?q=sugar%20test");
  });

  it("closes 200 ms after losing focus", async () => {
    const box = renderSearch();
    fireEvent.focus(box);
    await catalogueArrived();
    vi.useFakeTimers();
    try {
      fireEvent.change(box, { target: { value: "lipid" } });
      expect(box).toHaveAttribute("aria-expanded", "true");
      fireEvent.blur(box);
      // 200 ms (docs/behaviour.md, "Home"), written out so that a changed delay fails.
      act(() => {
        vi.advanceTimersByTime(199);
      });
      expect(box).toHaveAttribute("aria-expanded", "true");
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(box).toHaveAttribute("aria-expanded", "false");
    } finally {
      vi.useRealTimers();
    }
  });

  it("survives hostile input", async () => {
    const box = renderSearch();
    for (const value of ["a".repeat(5000), ".*+?^${}()|[]\\", "<img src=x onerror=alert(1)>", "रक्त जाँच", "🧪🩸"]) {
      fireEvent.change(box, { target: { value } });
    }
    expect(box).toBeInTheDocument();
  });
});
