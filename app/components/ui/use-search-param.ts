import { useLayoutEffect, useState } from "react";

/**
 * A query parameter of the page's URL, or null. Null while the island hydrates (the pre-rendered HTML
 * has no query, so the HTML and the first render agree), then the URL's value, set in a layout effect:
 * the island re-renders with it before it reports itself ready, so the page's pre-hydration script
 * never unveils what depends on the query in its pre-rendered state (decision 008).
 */
export function useSearchParam(name: string): string | null {
  const [value, setValue] = useState<string | null>(null);
  useLayoutEffect(() => {
    const read = () => setValue(new URLSearchParams(window.location.search).get(name));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [name]);
  return value;
}
