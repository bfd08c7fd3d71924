import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyPackageBarLink } from "~/components/layout/my-package-link";
import type { PackageLine } from "~/domain/my-package";
import { setPackageIds } from "./my-package-store";
import { forgetShards } from "./package-lines";

// Shards by hand (FNV-1a 32 bit modulo 256, domain/my-package-shards.test.ts): "1" → 1c, "2" → d5.
const line = (id: string, name: string, price: number): PackageLine => ({
  id,
  kind: "test",
  name,
  price,
  sample: "Blood",
  reportTime: "Same day",
  href: `/test-details/${id}`,
  fastingHours: null,
  fastingLimit: null,
  subject: "person",
  fastingStep: "No fasting needed.",
  steps: [],
  notices: [],
  tests: [],
});
const bodies: Record<string, unknown> = {
  "/my-package/items/1c.json": { "1": line("1", "Made-up Blood Count", 299) },
  "/my-package/items/d5.json": { "2": line("2", "Made-up Lipid Panel", 450) },
  // "100" → 9c: a shard without it.
  "/my-package/items/9c.json": {},
};

/** A fake `fetch` answering the shards above; `down` lists the addresses that fail as if offline. */
function fakeFetch(down: Set<string> = new Set()) {
  return vi.fn(async (url: string) => {
    if (down.has(url)) throw new TypeError("Failed to fetch");
    if (!(url in bodies)) return new Response("<!doctype html>", { status: 404 });
    return new Response(JSON.stringify(bodies[url]), { headers: { "Content-Type": "application/json" } });
  });
}

beforeEach(() => forgetShards());
afterEach(() => {
  act(() => setPackageIds([]));
  localStorage.clear();
});

describe("the phone bar's My Package total", () => {
  it("adds up the lines of the shards the list needs, each fetched once", async () => {
    const fetch = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    act(() => setPackageIds(["1", "2"]));
    render(<MyPackageBarLink pathname="/about" />);
    await waitFor(() => expect(screen.getByTestId("bar-package-summary")).toHaveTextContent("2 items · ₹749"));
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(["/my-package/items/1c.json", "/my-package/items/d5.json"]);
  });

  it("fetches nothing for an empty list", () => {
    const fetch = fakeFetch();
    vi.stubGlobal("fetch", fetch);
    render(<MyPackageBarLink pathname="/about" />);
    expect(screen.getByTestId("bar-package-summary")).toHaveTextContent("0 items");
    expect(fetch).toHaveBeenCalledTimes(0);
  });

  it("shows the count alone when a shard failed", async () => {
    const fetch = fakeFetch(new Set(["/my-package/items/d5.json"]));
    vi.stubGlobal("fetch", fetch);
    act(() => setPackageIds(["1", "2"]));
    render(<MyPackageBarLink pathname="/about" />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screen.getByTestId("bar-package-summary")).toHaveTextContent(/^2 items$/);
  });
});
