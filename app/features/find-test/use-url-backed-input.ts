import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/** How long after the last keystroke the URL follows the search box (docs/behaviour.md#find-a-test). */
export const URL_SETTLE_MS = 400;

/**
 * True unless the browser has already moved to another history entry than the one the page shows
 * (Back or Forward pressed, the router not yet caught up): the URL must then not be written over.
 * Outside a browser history (a memory router in tests) there is nothing to compare, so it is true.
 */
function stillOnEntry(locationKey: string): boolean {
  const entry: unknown = typeof window === "undefined" ? null : window.history.state;
  if (!entry || typeof entry !== "object" || !("idx" in entry)) return true;
  return ((entry as { key?: string }).key ?? "default") === locationKey;
}

/**
 * The text of a box whose value lives in the URL (the find-test search). The box, and what the page
 * shows for it, follow each keystroke at once in local state; the URL follows with a REPLACE navigation
 * once typing settles (`URL_SETTLE_MS` after the last key) or at once on `flush()` (the box loses focus,
 * Enter). A router navigation per keystroke would re-render the whole page, header and footer
 * included, on every key; bound to the URL alone the box would also lag behind each keystroke, which
 * moved the caret to the end and lost keys typed quickly. Any other change of the URL (a link, Back,
 * Clear, hydration) sets the box from the URL and drops a pending write. What was typed before
 * hydration is handed back by the pre-hydration replay as an ordinary change (decision 008), so it goes
 * through `setText` and reaches the URL like any keystroke.
 *
 * `writeUrl(text)` must put the text in the URL with a REPLACE navigation.
 */
export function useUrlBackedInput(
  urlValue: string,
  hydrated: boolean,
  writeUrl: (text: string) => void,
): { text: string; setText: (text: string) => void; flush: () => void } {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState({ key: location.key, hydrated });
  if (seen.key !== location.key || seen.hydrated !== hydrated) {
    setSeen({ key: location.key, hydrated });
    if (navigationType !== "REPLACE" || seen.hydrated !== hydrated) setText(urlValue);
  }

  // The box is ahead of the URL: write it once typing settles. A new key restarts the wait.
  const behind = hydrated && text !== urlValue;
  const latest = useRef({ behind, text, writeUrl, key: location.key });
  useEffect(() => {
    latest.current = { behind, text, writeUrl, key: location.key };
  });
  const flush = useCallback(() => {
    const now = latest.current;
    if (now.behind && stillOnEntry(now.key)) now.writeUrl(now.text);
  }, []);
  useEffect(() => {
    if (!behind) return;
    const timer = setTimeout(flush, URL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [behind, text, urlValue, flush]);

  return { text, setText, flush };
}
