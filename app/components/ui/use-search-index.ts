import { useCallback, useRef, useState } from "react";
import type { SearchEntry } from "~/domain/search-index";

let loaded: readonly SearchEntry[] | null = null;

/**
 * The site search index (everything sold, ~25 KB compressed with its content), loaded on first use:
 * call `load()` when someone focuses or uses a search. Until it arrives `index` is null. Once loaded it
 * stays for later pages of the visit. If loading fails, the next `load()` tries again.
 */
export function useSearchIndex(): { index: readonly SearchEntry[] | null; load: () => void } {
  const [index, setIndex] = useState<readonly SearchEntry[] | null>(loaded);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (loaded) {
      setIndex(loaded);
      return;
    }
    if (requested.current) return;
    requested.current = true;
    import("~/domain/site-search-index").then(
      (module) => {
        loaded = module.siteSearchIndex;
        setIndex(loaded);
      },
      () => {
        requested.current = false;
      },
    );
  }, []);
  return { index, load };
}
