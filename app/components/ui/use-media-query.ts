import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept current as the window changes. Null while React hydrates the
 * pre-rendered HTML (which cannot know the screen), so the first render matches that HTML, and where
 * the browser cannot answer (no `matchMedia`): callers then render for every screen, as the HTML does.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => mediaList(query)?.matches ?? null,
    () => null,
  );
}

/** One MediaQueryList per query for the page: React reads the answer on every render. */
const lists = new Map<string, MediaQueryList | null>();
function mediaList(query: string): MediaQueryList | null {
  let list = lists.get(query);
  if (list === undefined) {
    list = typeof window.matchMedia === "function" ? window.matchMedia(query) : null;
    lists.set(query, list);
  }
  return list;
}
