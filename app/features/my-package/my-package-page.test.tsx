import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PackageLine } from "~/domain/my-package";
import { PACKAGE_STORAGE_KEY } from "~/domain/my-package-ids";
import { setPackageIds } from "~/components/ui/my-package-store";
import { forgetShards } from "~/components/ui/package-lines";
import { safetyNotices } from "~/content/safety-notices";
import { MyPackageList } from "./my-package-page";
import type { PackageData } from "./package-data";

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

const data: PackageData = {
  sources: { fastingWarning: "Keep taking your usual medicines.", notices: safetyNotices },
  centres: [{ id: "main", name: "Made-up Centre", address: "1 Made-up Road" }],
  pinCodes: { main: ["110001"] },
};

beforeEach(() => forgetShards());
afterEach(() => {
  act(() => setPackageIds([]));
  localStorage.clear();
});

describe("My Package's list from the shards", () => {
  it("says a failed shard, and shows the list once Try again brings it", async () => {
    const down = new Set(["/my-package/items/d5.json"]);
    const fetch = fakeFetch(down);
    vi.stubGlobal("fetch", fetch);
    act(() => setPackageIds(["1", "2"]));
    render(<MyPackageList data={data} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We could not load your list. Check your connection and try again.");
    expect(screen.queryByTestId("package-items")).toBeNull();
    down.clear();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    const names = await screen.findAllByRole("heading", { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual(["Made-up Blood Count", "Made-up Lipid Panel"]);
    expect(screen.getByTestId("package-total")).toHaveTextContent("₹749");
    // The failed shard is fetched again, the one that came is not.
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual(["/my-package/items/1c.json", "/my-package/items/d5.json", "/my-package/items/d5.json"]);
  });

  it("drops an id its shard does not have, as content no longer sells it", async () => {
    vi.stubGlobal("fetch", fakeFetch());
    act(() => setPackageIds(["1", "100"]));
    render(<MyPackageList data={data} />);
    const names = await screen.findAllByRole("heading", { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual(["Made-up Blood Count"]);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(PACKAGE_STORAGE_KEY) ?? "{}")).toMatchObject({ items: ["1"] }));
  });
});
