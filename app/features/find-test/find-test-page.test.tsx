import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeSearchFetch, renderFindTestAt as renderAt, search, traverse } from "#app/testing/find-test-island.tsx";
import { navigateSearch } from "./use-url-entry.ts";

// The search box of /find-test and the URL it lives in (docs/behaviour.md, "Find a test"); its results
// are find-test-page-results.test.tsx. The search index's parts come from the build's files through a
// stand-in fetch.
installFakeSearchFetch();

/** From here the page's timers move only when a test moves them; afterEach gives the real clock back. */
function startFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Puts `value` in the focused box at once, as a paste or a fast typist's last key does. */
async function typeFocused(box: HTMLInputElement, value: string) {
  await act(async () => {
    box.focus();
    fireEvent.change(box, { target: { value } });
  });
}

describe("find-test search box", () => {
  it("keeps every character typed quickly, and the URL follows", async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = renderAt("/find-test");
    await user.type(box, "vitamin b12 deficiency");
    expect(box).toHaveValue("vitamin b12 deficiency");
    await waitFor(() => expect(search()).toBe("?q=vitamin+b12+deficiency"));
    expect(box).toHaveValue("vitamin b12 deficiency");
  });

  it("keeps the caret where the person is editing", async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = renderAt("/find-test?q=thyroid");
    expect(box).toHaveValue("thyroid");
    box.focus();
    box.setSelectionRange(3, 3);
    await user.keyboard("XY");
    expect(box).toHaveValue("thyXYroid");
    expect(box.selectionStart).toBe(5);
    await waitFor(() => expect(search()).toBe("?q=thyXYroid"));
  });

  it("follows the URL when it changes for another reason: a new entry, Back, Clear", async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = renderAt("/find-test?q=cbc");
    await user.selectOptions(screen.getByLabelText("Category"), "pathology");
    await user.type(box, " count");
    await waitFor(() => expect(search()).toBe("?q=cbc+count&category=pathology"));

    // A new search in a new history entry (a link to the page loads it again, which starts from its URL).
    await act(async () => navigateSearch(new URLSearchParams("q=thyroid"), { replace: false }));
    expect(box).toHaveValue("thyroid");
    await traverse(-1);
    expect(box).toHaveValue("cbc count");
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(box).toHaveValue("");
    await waitFor(() => expect(search()).toBe(""));
  });

  it("keeps typed text that the URL has not caught up with when a filter changes", async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = renderAt("/find-test");
    await user.type(box, "lipid");
    await user.selectOptions(screen.getByLabelText("Category"), "pathology");
    await waitFor(() => expect(search()).toBe("?q=lipid&category=pathology"));
    expect(box).toHaveValue("lipid");
  });

  it("shows the results of each key at once and writes the URL once, when typing settles", async () => {
    // The wait is the page's own timer under a fake clock, so a slow, busy machine (a key that takes
    // longer than the wait to render) cannot move the URL early: only the clock below does. Its length,
    // 400 ms after the last key (docs/behaviour.md, "Find a test"), is written out so a changed wait fails.
    startFakeClock();
    const { box } = renderAt("/find-test");
    // Every write of the URL, and the history's length: a replace adds no entry.
    const replaced = vi.spyOn(window.history, "replaceState");
    const pushed = vi.spyOn(window.history, "pushState");
    const entries = window.history.length;
    const allTests = screen.getByText(/^\d+ tests? found$/).textContent;
    for (const [index] of [..."thyroid"].entries()) {
      await act(async () => {
        fireEvent.change(box, { target: { value: "thyroid".slice(0, index + 1) } });
        vi.advanceTimersByTime(399); // a slow typist, each key just inside the wait
      });
    }
    // The URL has not moved yet; the results already are those of the text.
    expect(box).toHaveValue("thyroid");
    expect(screen.getByText(/^\d+ tests? found$/).textContent).not.toBe(allTests);
    expect(search()).toBe("");
    await act(async () => vi.advanceTimersByTime(1));
    expect(search()).toBe("?q=thyroid");
    expect(replaced.mock.calls.map((call) => call[2])).toEqual(["/find-test?q=thyroid"]);
    expect(pushed).not.toHaveBeenCalled();
    expect(window.history.length).toBe(entries);
  });

  it("writes the URL at once when the box loses focus", async () => {
    // Under a fake clock that never moves: only leaving the box can write the URL.
    startFakeClock();
    const { box } = renderAt("/find-test");
    await typeFocused(box, "cbc");
    expect(search()).toBe("");
    await act(async () => box.blur());
    expect(search()).toBe("?q=cbc");
  });

  it("starts a new text at page 1 before the URL has caught up", async () => {
    const user = userEvent.setup({ delay: null });
    const { box } = renderAt("/find-test?page=3");
    // Page 3 shows once the index's parts have come (the page's data holds the first page only); an earlier
    // test of this file may have fetched them already, a first one has not.
    expect(await screen.findByText(/^Showing 25 to 36 of \d+ items$/)).toBeInTheDocument();
    await user.type(box, "test");
    await waitFor(() => expect(screen.getByText(/^Showing 1 to \d+ of \d+ items$/)).toBeInTheDocument());
  });

  it("keeps a click on a page pressed while the URL is still to catch up with the box", async () => {
    const { box } = renderAt("/find-test?q=thyroid");
    const pageTwo = () => screen.getAllByRole("button", { name: "Page 2" })[0]!;
    await waitFor(() => expect(pageTwo()).toBeInTheDocument());
    // Under a fake clock from here, so only the steps below move the wait of 400 ms.
    startFakeClock();
    await typeFocused(box, "thyroid ");
    const typing = () => screen.getByRole("list", { name: "Tests and health packages" }).closest("[data-typing]") !== null;
    expect(typing()).toBe(true);
    // The press moves the focus off the box, and the wait runs out before the release: the URL, and
    // the cards that follow it, stay put until the click has landed on the button pressed.
    await act(async () => {
      fireEvent.pointerDown(pageTwo());
      pageTwo().focus();
      vi.advanceTimersByTime(400);
    });
    expect(search()).toBe("?q=thyroid");
    expect(typing()).toBe(true);
    await act(async () => fireEvent.click(pageTwo()));
    expect(search()).toBe("?q=thyroid+&page=2");
    expect(box).toHaveValue("thyroid ");
    expect(screen.getByText("Showing 13 to 24 of 26 items")).toBeInTheDocument();
  });

  it("a press that ends in no click lets the URL catch up a moment after it ends", async () => {
    startFakeClock();
    const { box } = renderAt("/find-test");
    await typeFocused(box, "cbc");
    await act(async () => {
      fireEvent.pointerDown(document.querySelector("section")!);
      vi.advanceTimersByTime(400);
    });
    expect(search()).toBe("");
    await act(async () => {
      fireEvent.pointerUp(document.body);
      vi.advanceTimersByTime(299);
    });
    expect(search()).toBe("");
    await act(async () => vi.advanceTimersByTime(1));
    expect(search()).toBe("?q=cbc");
  });

  it("drops a pending write when Back moves to another entry first", async () => {
    // Under a fake clock, so the write's wait of 400 ms passes only when the clock below moves it.
    startFakeClock();
    const { box } = renderAt("/find-test?q=thyroid", ["/find-test?q=cbc"]);
    await typeFocused(box, "thyroid test");
    // Back, as `traverse` does, on the fake clock: jsdom runs the traversal on the page's timers, as a task
    // queued from a task (0 ms each; the fake clock runs one set during its tick 1 ms on). Moving the clock
    // 1 ms runs both, far inside the write's wait.
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
      window.history.go(-1);
      vi.advanceTimersByTime(1);
      await moved;
    });
    expect(box).toHaveValue("cbc");
    // Far past the 400 ms the URL waits for after the last key: the dropped write would have landed by now.
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(search()).toBe("?q=cbc");
    vi.useRealTimers();
    await traverse(1);
    expect(search()).toBe("?q=thyroid");
  });
});
