import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setPackageNotes } from "#app/components/ui/my-package-notes-store.ts";
import { setPackageIds } from "#app/components/ui/my-package-store.ts";
import { forgetShards } from "#app/components/ui/package-lines.ts";
import { PACKAGE_STORAGE_KEY } from "#app/domain/my-package-ids.ts";
import { fakeShardFetch } from "#app/domain/my-package-shards.fake.ts";
import { safetyNotices } from "#content/safety-notices.ts";
import { MyPackageList } from "./my-package-page.tsx";
import type { PackageData } from "./package-data.ts";

const fakeFetch = (down?: Set<string>) => vi.fn(fakeShardFetch(down));

const data: PackageData = {
  sources: { fastingWarning: "Keep taking your usual medicines.", notices: safetyNotices },
  centres: [{ id: "main", name: "Made-up Centre", address: "1 Made-up Road" }],
  pinCodes: { main: ["110001"] },
};

beforeEach(() => forgetShards());
afterEach(() => {
  act(() => {
    setPackageIds([]);
    setPackageNotes([]);
  });
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
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      "/my-package/items/1c.json",
      "/my-package/items/d5.json",
      "/my-package/items/d5.json",
    ]);
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

describe("My Package's prescription lines as written", () => {
  it("shows them with the items, books them in the chat message, removes one and clears them with Clear all", async () => {
    vi.stubGlobal("fetch", fakeFetch());
    act(() => {
      setPackageIds(["1"]);
      setPackageNotes(["Dr. Mehta's panel", "Sr. Homocysteine"]);
    });
    render(<MyPackageList data={data} />);
    const lines = await screen.findAllByTestId("written-line");
    expect(lines.map((line) => line.textContent)).toEqual(["Dr. Mehta's panel", "Sr. Homocysteine"]);
    const chat = new URL(screen.getByTestId("book-on-chat").getAttribute("href") ?? "").searchParams.get("text");
    expect(chat).toContain("Also on my prescription, as written (please call me about these):\n- Dr. Mehta's panel\n- Sr. Homocysteine");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /^Remove\s*Dr. Mehta's panel$/ }));
    expect(screen.getAllByTestId("written-line").map((line) => line.textContent)).toEqual(["Sr. Homocysteine"]);
    expect(screen.getByText("Dr. Mehta's panel removed from your list.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear all" }));
    expect(screen.queryByTestId("written-lines")).toBeNull();
    expect(localStorage.getItem("my-package-notes")).toBeNull();
  });

  it("shows a list of only written lines, not the empty state", async () => {
    vi.stubGlobal("fetch", fakeFetch());
    act(() => setPackageNotes(["ANA profile"]));
    render(<MyPackageList data={data} />);
    expect((await screen.findAllByTestId("written-line")).map((line) => line.textContent)).toEqual(["ANA profile"]);
    expect(screen.queryByText("No tests here yet")).toBeNull();
  });
});
