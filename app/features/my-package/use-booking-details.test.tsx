import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearPackage, setPackageIds } from "#app/components/ui/my-package-store.ts";
import { forgetShards } from "#app/components/ui/package-lines.ts";
import { fakeShardFetch } from "#app/domain/my-package-shards.fake.ts";
import { safetyNotices } from "#content/safety-notices.ts";
import { MyPackageList } from "./my-package-page.tsx";
import type { PackageData } from "./package-data.ts";
import { useBookingDetails } from "./use-booking-details.ts";

// The booking details on a shared device: gone a week after they were last saved, and with "Clear all".
const KEY = "my-package-details";
const SAVED = new Date("2026-12-01T09:00:00+05:30");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const centreIds = ["main"] as const;

const given = { name: "Asha Verma", mode: "home", pin: "110016", date: "2026-12-04", note: "Diabetic, please come early" } as const;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(SAVED);
});
afterEach(() => {
  act(() => setPackageIds([]));
  localStorage.clear();
  vi.useRealTimers();
});

/** Saves the details as the form does, at the current (fake) time. */
function saveDetails() {
  const { result, unmount } = renderHook(() => useBookingDetails(centreIds));
  act(() => result.current[1](given));
  unmount();
}

/** The details as a page opened now reads them. */
function readDetails() {
  const { result, unmount } = renderHook(() => useBookingDetails(centreIds));
  const details = result.current[0];
  unmount();
  return details;
}

describe("My Package's booking details", () => {
  it("are stored with the time they were saved", () => {
    saveDetails();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({
      name: "Asha Verma",
      mode: "home",
      pin: "110016",
      centreId: "",
      date: "2026-12-04",
      slot: "",
      note: "Diabetic, please come early",
      savedAt: SAVED.getTime(),
    });
  });

  it("read 6 days 23 hours after: kept", () => {
    saveDetails();
    vi.setSystemTime(SAVED.getTime() + 6 * DAY + 23 * HOUR);
    expect(readDetails()).toEqual({ ...given, centreId: "", slot: "" });
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });

  it("read 7 days and a minute after: gone, and removed from storage", () => {
    saveDetails();
    vi.setSystemTime(SAVED.getTime() + 7 * DAY + 60_000);
    expect(readDetails()).toEqual({ name: "", mode: "", pin: "", centreId: "", date: "", slot: "", note: "" });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("a change starts the week again", () => {
    saveDetails();
    vi.setSystemTime(SAVED.getTime() + 5 * DAY);
    const { result, unmount } = renderHook(() => useBookingDetails(centreIds));
    act(() => result.current[1]({ note: "Please ring twice" }));
    unmount();
    vi.setSystemTime(SAVED.getTime() + 11 * DAY);
    expect(readDetails()).toMatchObject({ name: "Asha Verma", note: "Please ring twice" });
  });

  it("stored before they had a saved-at time: their age is unknown, so they are dropped", () => {
    localStorage.setItem(KEY, JSON.stringify({ name: "Asha Verma", note: "Diabetic" }));
    expect(readDetails()).toMatchObject({ name: "", note: "" });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("clearPackage ('Clear all') forgets them, from storage and from a form showing them", () => {
    saveDetails();
    const { result } = renderHook(() => useBookingDetails(centreIds));
    expect(result.current[0].name).toBe("Asha Verma");
    act(() => clearPackage());
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current[0]).toEqual({ name: "", mode: "", pin: "", centreId: "", date: "", slot: "", note: "" });
  });
});

describe("My Package's Clear all", () => {
  const data: PackageData = {
    sources: { fastingWarning: "Keep taking your usual medicines.", notices: safetyNotices },
    centres: [{ id: "main", name: "Made-up Centre", address: "1 Made-up Road" }],
    pinCodes: { main: ["110016"] },
  };

  it("empties the details with the list, in storage and in the fields when the list is filled again", async () => {
    vi.useRealTimers();
    forgetShards();
    vi.stubGlobal("fetch", vi.fn(fakeShardFetch()));
    act(() => setPackageIds(["1", "2"]));
    saveDetails();
    render(<MyPackageList data={data} />);
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("Asha Verma");
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("Diabetic, please come early");
    expect(screen.getByLabelText("Preferred date")).toHaveValue("2026-12-04");
    // The date written out day, month, year (never the browser's "mm/dd/yyyy"), kept though it has passed.
    expect(screen.getByRole("combobox", { name: "Preferred date" })).toHaveDisplayValue("Fri, 4 Dec 2026");

    act(() => screen.getByRole("button", { name: "Clear all" }).click());
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => setPackageIds(["1"]));
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("");
    expect(screen.getByLabelText("Preferred date")).toHaveValue("");
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
