import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true afterwards (and on client-side navigation).
 * Pages that depend on the query string render their default state first, so the pre-rendered HTML
 * and the first client render agree, then switch to the URL's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
