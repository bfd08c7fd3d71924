import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyPackageBarLink } from "#app/components/layout/my-package-link.tsx";
import { fakeShardFetch } from "#app/domain/my-package-shards.fake.ts";
import { setPackageIds } from "./my-package-store.ts";
import { forgetShards } from "./package-lines.ts";

const fakeFetch = (down?: Set<string>) => vi.fn(fakeShardFetch(down));

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
