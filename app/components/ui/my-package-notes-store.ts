import { useEffect, useSyncExternalStore } from "react";
import { addNotes, NOTES_STORAGE_KEY, parseStoredNotes, removeNote, serializeNotes } from "#app/domain/my-package-notes.ts";
import { onPackageCleared } from "./my-package-store.ts";
import { storageStore } from "./storage-store.ts";

/**
 * The prescription's unmatched lines on My Package (app/domain/my-package-notes.ts), kept in localStorage
 * as the list's ids are (./storage-store.ts): the list box adds to it, the My Package page shows and
 * removes. "Clear all" clears it; lines past their week are dropped from storage when read.
 */

const store = storageStore(NOTES_STORAGE_KEY);
const snapshot = store.select((raw) => parseStoredNotes(raw, Date.now()));

function write(lines: readonly string[]) {
  store.write(lines.length === 0 ? null : serializeNotes(lines, Date.now()));
}

/** Lines past their time leave storage too, not only the view. */
function dropExpired() {
  if (store.read() !== null && snapshot().length === 0) write([]);
}

// "Clear all" empties the list and forgets its lines with it.
onPackageCleared(() => write([]));

/** The kept lines; null until the page is hydrated (the pre-rendered HTML cannot know them). */
export function usePackageNotes(): readonly string[] | null {
  const lines = useSyncExternalStore<readonly string[] | null>(store.subscribe, snapshot, () => null);
  useEffect(dropExpired, []);
  return lines;
}

/** Adds lines after those kept, each once; returns how many the list holds now. */
export function addPackageNotes(added: readonly string[]): number {
  const next = addNotes(snapshot(), added);
  write(next);
  return next.length;
}

export function removePackageNote(line: string): void {
  write(removeNote(snapshot(), line));
}

export function setPackageNotes(lines: readonly string[]): void {
  write(addNotes([], lines));
}
