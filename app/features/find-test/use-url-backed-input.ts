import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { readUrlEntry, type UrlEntry } from "./use-url-entry.ts";

/** How long after the last keystroke the URL follows the search box (docs/behaviour.md#find-a-test). */
export const URL_SETTLE_MS = 400;

/** How long after a press ends with no click the URL may catch up (a touch's click can follow its end by a few frames). */
const PRESS_RELEASE_MS = 300;

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
 * `hold()`, called as a press starts on the page (pointerdown), keeps the URL where it is until that
 * press has clicked: the URL catching up re-renders the results (the cards held while typing take their
 * new items, decision 043), which moved the page, filter or size control under a finger or pointer
 * between its press and its release, so the click landed elsewhere and was lost. Leaving the box for
 * that control, or the wait running out, writes once the click has been handled; the control's own
 * change carries the typed text with it (`currentText()`).
 *
 * `valueOf(search)` reads the box's value from a query string; `writeUrl(text)` must put the text in
 * the URL with a replace. `currentText()` is the box's text now, before React has rendered it.
 */
export function useUrlBackedInput(
  url: UrlEntry,
  valueOf: (search: string) => string,
  writeUrl: (text: string) => void,
): {
  text: string;
  setText: (text: string) => void;
  flush: () => void;
  currentText: () => string;
  hold: () => void;
  settled: boolean;
} {
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
  // A press is under way (`hold`), and whether the URL was to catch up during it.
  const held = useRef({ pressing: false, wanted: false });
  const flush = useCallback(() => {
    if (held.current.pressing) {
      held.current.wanted = true;
      return;
    }
    const now = readUrlEntry();
    const value = latestTyped.current;
    // Typed on an entry the browser has left (Back or Forward pressed), or already in the URL: nothing to write.
    if (value === null || value.entry !== now.entry || value.text === valueOf(now.search)) return;
    write.current(value.text);
  }, [valueOf]);

  const hold = useCallback(() => {
    if (held.current.pressing) return;
    held.current = { pressing: true, wanted: false };
    let fallback: ReturnType<typeof setTimeout> | undefined;
    // The click's capture at the document comes before any handler of the page's own: its target is
    // already chosen, so the URL may catch up now, and the control's change builds on it. A press that
    // ends in no click (a scroll, a drag off the page) lets go a moment after it ends.
    const release = () => {
      clearTimeout(fallback);
      document.removeEventListener("click", release, true);
      document.removeEventListener("pointerup", later, true);
      document.removeEventListener("pointercancel", later, true);
      const { wanted } = held.current;
      held.current = { pressing: false, wanted: false };
      if (wanted) flush();
    };
    const later = () => {
      clearTimeout(fallback);
      fallback = setTimeout(release, PRESS_RELEASE_MS);
    };
    document.addEventListener("click", release, true);
    document.addEventListener("pointerup", later, true);
    document.addEventListener("pointercancel", later, true);
  }, [flush]);

  // The box is ahead of the URL: write it once typing settles. A new key restarts the wait.
  const behind = text !== urlValue;
  useEffect(() => {
    if (!behind) return;
    const timer = setTimeout(flush, URL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [behind, text, flush]);

  return { text, setText, flush, currentText, hold, settled: !behind };
}
