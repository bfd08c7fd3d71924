import { useSyncExternalStore } from "react";
import { addId, MAX_PACKAGE_ITEMS, PACKAGE_STORAGE_KEY, parseStoredIds, removeId, serializeIds } from "#app/domain/my-package-ids.ts";

/**
 * The My Package list as a tiny external store over localStorage, read with useSyncExternalStore. Every
 * page loads it (header count, Add to Package buttons), so it holds ids only and reads no content.
 * Another tab's change arrives through the `storage` event; a browser that refuses storage (private
 * mode, quota) keeps the list in memory for this page.
 */

const listeners = new Set<() => void>();
let memory: string | null = null;
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(PACKAGE_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function snapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseStoredIds(raw);
  }
  return cachedIds;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === PACKAGE_STORAGE_KEY) emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The list's ids; null until the page is hydrated (the pre-rendered HTML cannot know the list). */
export function usePackageIds(): readonly string[] | null {
  return useSyncExternalStore<readonly string[] | null>(subscribe, snapshot, () => null);
}

export function setPackageIds(ids: readonly string[]): void {
  const raw = serializeIds(ids);
  memory = raw;
  try {
    window.localStorage.setItem(PACKAGE_STORAGE_KEY, raw);
  } catch {
    // Storage refused: the in-memory copy serves this page.
  }
  emit();
}

export type ToggleResult = { added: boolean; full: boolean; count: number };

/** Adds the item, or removes it when it is already on the list. */
export function togglePackageItem(id: string): ToggleResult {
  const ids = snapshot();
  if (ids.includes(id)) {
    const next = removeId(ids, id);
    setPackageIds(next);
    return { added: false, full: false, count: next.length };
  }
  if (ids.length >= MAX_PACKAGE_ITEMS) return { added: false, full: true, count: ids.length };
  const next = addId(ids, id);
  setPackageIds(next);
  return { added: true, full: false, count: next.length };
}

export function removePackageItem(id: string): void {
  setPackageIds(removeId(snapshot(), id));
}

const clearedListeners = new Set<() => void>();

/**
 * Runs `listener` whenever "Clear all" empties the list: the booking details, kept apart from the list
 * (features/my-package/use-booking-details.ts), are forgotten with it. Returns the unsubscribe.
 */
export function onPackageCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** "Clear all": empties the list, and whatever was kept with it (onPackageCleared). */
export function clearPackage(): void {
  setPackageIds([]);
  for (const listener of clearedListeners) listener();
}
