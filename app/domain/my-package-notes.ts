/**
 * The lines of a prescription that matched no test, kept on My Package as the patient wrote them
 * ("Dr. Mehta's special panel"), so the booking message carries them and the lab can call back about
 * them. Kept on the device only, under a key of their own, never in a URL or a share link
 * (docs/decisions/059-prescription-lines-on-the-device.md): stored with the time they were last saved and
 * dropped when read more than NOTES_KEPT_MS later, as the booking details are.
 */

import { parseStoredJson } from "./stored-json.ts";

/** The localStorage key of the lines. */
export const NOTES_STORAGE_KEY = "my-package-notes";
/** How long after their last change the lines are kept: a week, long enough to book the list (the booking details too). */
export const NOTES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** More lines than any slip holds; a longer list is cut to this. */
export const MAX_NOTES = 30;
/** Longer than any line of a slip; a longer line is cut to this. */
export const MAX_NOTE_LENGTH = 120;

/** One line as kept: its spaces collapsed, cut to MAX_NOTE_LENGTH; "" for a line with nothing in it. */
export function cleanNote(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replace(/\s+/g, " ").trim().slice(0, MAX_NOTE_LENGTH).trim();
}

/** Keeps the lines that say something, each once (whatever its case), at most MAX_NOTES. */
export function cleanNotes(values: readonly unknown[]): string[] {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const line = cleanNote(value);
    const key = line.toLowerCase();
    if (line === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(line);
    if (kept.length === MAX_NOTES) break;
  }
  return kept;
}

/**
 * The lines stored as `raw`, read at `now`: `{"v":1,"savedAt":…,"lines":[…]}`. Anything else (corrupt,
 * hostile, no saved-at time, saved more than NOTES_KEPT_MS before or after `now`) reads as no lines.
 */
export function parseStoredNotes(raw: string | null, now: number): string[] {
  const data = parseStoredJson(raw);
  if (!data || typeof data !== "object" || Array.isArray(data)) return [];
  const { v, savedAt, lines } = data as { v?: unknown; savedAt?: unknown; lines?: unknown };
  if (v !== 1 || typeof savedAt !== "number" || Math.abs(now - savedAt) > NOTES_KEPT_MS || !Array.isArray(lines)) return [];
  return cleanNotes(lines);
}

export function serializeNotes(lines: readonly string[], now: number): string {
  return JSON.stringify({ v: 1, savedAt: now, lines: cleanNotes(lines) });
}

/** The list with `added` after what it held, each line once. */
export function addNotes(lines: readonly string[], added: readonly string[]): string[] {
  return cleanNotes([...lines, ...added]);
}

export function removeNote(lines: readonly string[], line: string): string[] {
  return lines.filter((existing) => existing !== line);
}
