import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept current as the window changes. Null while React hydrates the
 * pre-rendered HTML (which cannot know the screen), so the first render matches that HTML, and where
 * the browser cannot answer (no `matchMedia`): callers then render for every screen, as the HTML does.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia?.(query).matches ?? null,
    () => null,
  );
}
