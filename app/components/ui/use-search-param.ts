import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}

/**
 * A query parameter of the page's URL, or null. Null while the island hydrates (the pre-rendered HTML
 * has no query), then the URL's value: the HTML and the first render agree, and the page's
 * pre-hydration script keeps what depends on it veiled until then (decision 008).
 */
export function useSearchParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}
