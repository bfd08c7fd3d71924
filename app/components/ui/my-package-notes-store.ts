import { useEffect, useSyncExternalStore } from "react";
import { onPackageCleared } from "./my-package-store.ts";
import { addNotes, NOTES_STORAGE_KEY, parseStoredNotes, removeNote, serializeNotes } from "#app/domain/my-package-notes.ts";

/**
 * The prescription's unmatched lines on My Package (app/domain/my-package-notes.ts), a store over
 * localStorage read with useSyncExternalStore, as the list's ids are (./my-package-store.ts): the list box
 * adds to it, the My Package page shows and removes. "Clear all" clears it; lines past their week are
 * dropped from storage when read. A browser that refuses storage keeps the lines in memory for this page.
 */

const listeners = new Set<() => void>();
let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cachedLines: readonly string[] = [];

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(NOTES_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function snapshot(): readonly string[] {
  const raw = storedRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseStoredNotes(raw, Date.now());
  }
  return cachedLines;
}

function emit() {
  for (const listener of listeners) listener();
}

function write(lines: readonly string[]) {
  const raw = lines.length === 0 ? null : serializeNotes(lines, Date.now());
  memory = raw;
  try {
    if (raw === null) window.localStorage.removeItem(NOTES_STORAGE_KEY);
    else window.localStorage.setItem(NOTES_STORAGE_KEY, raw);
  } catch {
    // Storage refused: the in-memory copy serves this page.
  }
  emit();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === NOTES_STORAGE_KEY) emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Lines past their time leave storage too, not only the view. */
function dropExpired() {
  if (storedRaw() !== null && snapshot().length === 0) write([]);
}

// "Clear all" empties the list and forgets its lines with it.
onPackageCleared(() => write([]));

/** The kept lines; null until the page is hydrated (the pre-rendered HTML cannot know them). */
export function usePackageNotes(): readonly string[] | null {
  const lines = useSyncExternalStore<readonly string[] | null>(subscribe, snapshot, () => null);
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
