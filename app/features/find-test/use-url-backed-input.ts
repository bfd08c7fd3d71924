import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { readUrlEntry, type UrlEntry } from "./use-url-entry.ts";

/** How long after the last keystroke the URL follows the search box (docs/behaviour.md#find-a-test). */
export const URL_SETTLE_MS = 400;

/** Text typed into the box, and the history entry it was typed on. */
interface Typed {
  text: string;
  entry: number;
}

/**
 * The text of a box whose value lives in the URL (the find-test search). The box, and what the page
 * shows for it, follow each keystroke at once in local state; the URL follows with a replace once
 * typing settles (`URL_SETTLE_MS` after the last key) or at once on `flush()` (the box loses focus,
 * Enter). Writing the URL on every key would re-render the whole island on every key; bound to the URL
 * alone the box would also lag behind each keystroke, which moved the caret to the end and lost keys
 * typed quickly. Text typed belongs to the history entry it was typed on: a push, Back or Forward shows
 * the new entry's value and drops a pending write; a replace (the URL catching up) keeps the text. What
 * was typed before hydration is handed back by the pre-hydration replay as an ordinary change (decision
 * 008), so it goes through `setText` and reaches the URL like any keystroke.
 *
 * `settled` is false from a key until the URL has caught up with it: someone is typing.
 *
 * `valueOf(search)` reads the box's value from a query string; `writeUrl(text)` must put the text in
 * the URL with a replace. `currentText()` is the box's text now, before React has rendered it.
 */
export function useUrlBackedInput(
  url: UrlEntry,
  valueOf: (search: string) => string,
  writeUrl: (text: string) => void,
): { text: string; setText: (text: string) => void; flush: () => void; currentText: () => string; settled: boolean } {
  const urlValue = valueOf(url.search);
  const [typed, setTyped] = useState<Typed | null>(null);
  const text = typed !== null && typed.entry === url.entry ? typed.text : urlValue;

  // What was typed, at once: a flush or a change in the same event must not miss a key React has not
  // rendered yet.
  const latestTyped = useRef<Typed | null>(null);
  const setText = useCallback((next: string) => {
    const value = { text: next, entry: readUrlEntry().entry };
    latestTyped.current = value;
    setTyped(value);
  }, []);
  const currentText = useCallback(() => {
    const now = readUrlEntry();
    const value = latestTyped.current;
    return value !== null && value.entry === now.entry ? value.text : valueOf(now.search);
  }, [valueOf]);

  const write = useRef(writeUrl);
  useLayoutEffect(() => {
    write.current = writeUrl;
  });
  const flush = useCallback(() => {
    const now = readUrlEntry();
    const value = latestTyped.current;
    // Typed on an entry the browser has left (Back or Forward pressed), or already in the URL: nothing to write.
    if (value === null || value.entry !== now.entry || value.text === valueOf(now.search)) return;
    write.current(value.text);
  }, [valueOf]);

  // The box is ahead of the URL: write it once typing settles. A new key restarts the wait.
  const behind = text !== urlValue;
  useEffect(() => {
    if (!behind) return;
    const timer = setTimeout(flush, URL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [behind, text, flush]);

  return { text, setText, flush, currentText, settled: !behind };
}
