import { useCallback, useRef, useState } from "react";
import type * as SiteSearchModule from "~/domain/site-search-index";

/** The site search module: its index of everything sold and the functions that search it. */
export type SiteSearch = typeof SiteSearchModule;

let loaded: SiteSearch | null = null;

/**
 * The site search (index + ranking, ~25 KB compressed with the test content it is derived from),
 * loaded on first use: call `load()` when someone focuses or uses a search box. Until it arrives
 * `search` is null. Once loaded it stays for the rest of the visit. If loading fails, the next
 * `load()` tries again.
 */
export function useSiteSearch(): { search: SiteSearch | null; load: () => void } {
  const [search, setSearch] = useState<SiteSearch | null>(loaded);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (loaded) {
      setSearch(loaded);
      return;
    }
    if (requested.current) return;
    requested.current = true;
    import("~/domain/site-search-index").then(
      (module) => {
        loaded = module;
        setSearch(module);
      },
      () => {
        requested.current = false;
      },
    );
  }, []);
  return { search, load };
}
