import { useLayoutEffect, useState } from "react";

/** The page's query string, and which entry of the browser's history it belongs to. */
export interface UrlEntry {
  /** `window.location.search`: "" or "?q=…". */
  search: string;
  /**
   * The history entry: a new number after a push, Back or Forward; the same after a replace. Text typed
   * for one entry is not carried to another (use-url-backed-input.ts).
   */
  entry: number;
}

/** The URL the page is pre-rendered for (no query): the island's first render must agree with its HTML. */
const PRE_RENDERED: UrlEntry = { search: "", entry: 0 };

let current: UrlEntry | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Back or Forward moved to another entry of this page. */
function onPopState() {
  current = { search: window.location.search, entry: (current?.entry ?? 0) + 1 };
  notify();
}

/**
 * The URL as it is now, which may be ahead of what React has rendered (two changes in one event, a
 * change replayed after hydration, Back pressed while a render is pending).
 */
export function readUrlEntry(): UrlEntry {
  const search = window.location.search;
  if (current === null) current = search === "" ? PRE_RENDERED : { search, entry: 0 };
  // Moved by something else than this module (a test setting the URL): another entry.
  else if (current.search !== search) current = { search, entry: current.entry + 1 };
  return current;
}

/**
 * Puts a query string in the URL of this page without loading it: `replace` rewrites the current
 * history entry, otherwise a new entry is added (Back returns to the one before). The hash is dropped.
 * A replace with the same URL does nothing.
 */
export function navigateSearch(params: URLSearchParams, { replace }: { replace: boolean }): void {
  const before = readUrlEntry();
  const query = params.toString();
  const search = query ? `?${query}` : "";
  if (replace && search === before.search) return;
  const url = `${window.location.pathname}${search}`;
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
  current = { search: window.location.search, entry: replace ? before.entry : before.entry + 1 };
  notify();
}

/**
 * Whether `url` is the page's URL state, not the hydration render's stand-in for a URL with a query
 * (which nobody sees: decision 008).
 */
export function isUrlApplied(url: UrlEntry): boolean {
  return url !== PRE_RENDERED || typeof window === "undefined" || readUrlEntry() === PRE_RENDERED;
}

/**
 * The page's URL state, for an island whose state lives in the query string (the find-test page). The
 * first render is the pre-rendered HTML's (no query), so hydration matches; the URL's own state follows
 * in a layout effect, so it is rendered before the browser paints and before the island reports itself
 * hydrated (app/islands/island.tsx, whose layout effect runs after this one): the page's pre-hydration
 * script only shows the query-dependent content after that (decision 008), and what it replays builds on
 * the URL's state. Then the state follows every `navigateSearch` and every Back and Forward (`popstate`).
 */
export function useUrlEntry(): UrlEntry {
  const [url, setUrl] = useState(PRE_RENDERED);
  useLayoutEffect(() => {
    const sync = () => setUrl(readUrlEntry());
    sync();
    if (listeners.size === 0) window.addEventListener("popstate", onPopState);
    listeners.add(sync);
    return () => {
      listeners.delete(sync);
      if (listeners.size === 0) window.removeEventListener("popstate", onPopState);
    };
  }, []);
  return url;
}
