/**
 * Test support for the /find-test island (app/features/find-test/find-test-page.tsx), shared by its
 * test files: the data its page gives it, a stand-in `fetch` for the search index's parts registered per
 * test, and the island rendered on jsdom's own URL and history.
 */
import { act, render, screen } from "@testing-library/react";
import { beforeEach, vi } from "vitest";
import { inDefaultOrder } from "#app/domain/find-test-order.ts";
import { siteSearchIndex } from "#app/domain/site-search-index.ts";
import { fakeSearchFetch, fakeSearchUrl } from "#app/domain/site-search-parts.fake.ts";
import { FindTestPage } from "#app/features/find-test/find-test-page.tsx";
import { findTestDefaultOrder } from "#content/find-test.ts";

/** What the page's build-time data gives the island (app/routes/find-test.astro): the first page, the parts' URL. */
export const catalogueList = inDefaultOrder(
  siteSearchIndex.filter((entry) => entry.catalogueId !== undefined),
  findTestDefaultOrder,
  "en",
);
export const findTestData = {
  searchUrl: fakeSearchUrl(),
  firstPage: catalogueList.slice(0, 12),
  total: catalogueList.length,
  defaultOrder: findTestDefaultOrder,
};

/**
 * Answers each test's requests for the index's parts from the build's files (a new stand-in per test);
 * the returned function gives the current one, with the files it was asked for.
 */
export function installFakeSearchFetch(): () => ReturnType<typeof fakeSearchFetch> {
  let fake = fakeSearchFetch();
  beforeEach(() => {
    fake = fakeSearchFetch();
    vi.stubGlobal("fetch", fake.fetch);
    return () => vi.unstubAllGlobals();
  });
  return () => fake;
}

/** The island on jsdom's own URL and history: `before` are the entries of this page Back returns to. */
export function renderFindTestAt(url: string, before: string[] = []) {
  const [first, ...rest] = [...before, url];
  window.history.replaceState(null, "", first);
  for (const entry of rest) window.history.pushState(null, "", entry);
  render(<FindTestPage data={findTestData} />);
  return { box: screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }) };
}

/** Back (-1) or Forward (1), as the browser does it: the URL changes, then `popstate`. */
export async function traverse(delta: -1 | 1) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.go(delta);
    await moved;
  });
}

/** The page's query string now. */
export const search = () => window.location.search;
