/**
 * The page's words for the forms' validation bubbles, as attributes of <html> (app/page-shell.astro):
 * `data-msg-fill`, `-choose`, `-email`, `-invalid`, which the pre-hydration script (app/pre-hydration.ts)
 * turns into a field's message when a submit finds it empty or wrong, before and after hydration, on
 * every form of the page. None on English pages, which keep the browser's own words; with JavaScript off
 * every page does. Build time only: no island carries these words.
 */
import { fieldMessages } from "#words/field-messages.ts";

export function fieldMessageAttributes(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldMessages)
      .filter(([, text]) => text !== "")
      .map(([kind, text]) => [`data-msg-${kind}`, text]),
  );
}
