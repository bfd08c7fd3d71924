import { listWords } from "#words/list.ts";

/** Small text rules shared by pages. */

/** Search engines show about this many characters of a meta description. */
export const META_DESCRIPTION_MAX = 160;

/** `text` cut at a word boundary to at most `max` characters, ending in "…" when cut. */
export function shortenText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, Math.max(0, max - 1));
  // A word ends exactly at the cut when the next character is a space; otherwise drop the partial word.
  const endsAtWord = clean.charAt(room.length) === " ";
  const lastSpace = room.lastIndexOf(" ");
  const whole = endsAtWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  const cut = whole.replace(/[\s,;:.–—-]+$/u, "");
  return `${cut}…`;
}

/**
 * A meta description: the page's lead text, shortened so that the facts after it (price, report time)
 * still fit within what search engines show.
 */
export function metaDescription(lead: string, facts: string, max = META_DESCRIPTION_MAX): string {
  const tail = facts.trim();
  return `${shortenText(lead, max - tail.length - 1)} ${tail}`;
}

/** "a", "a and b", "a, b and c" (or "&" in a sample line), in the page's language. */
export function joinList(items: readonly string[], conjunction: "and" | "&" = "and"): string {
  if (items.length <= 1) return items.join("");
  const glue = conjunction === "&" ? listWords.ampersand : listWords.and;
  return `${items.slice(0, -1).join(", ")}${glue}${items[items.length - 1]!}`;
}

/** A text's first sentence (to its first "." or Hindi danda "।" before a space) and the rest, "" when it is one sentence. */
export function splitFirstSentence(text: string): [string, string] {
  const end = /[.।](?=\s)/.exec(text);
  if (!end) return [text, ""];
  return [text.slice(0, end.index + 1), text.slice(end.index + 1).trim()];
}
