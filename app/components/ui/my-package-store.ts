import { useSyncExternalStore } from "react";
import { addId, MAX_PACKAGE_ITEMS, PACKAGE_STORAGE_KEY, parseStoredIds, removeId, serializeIds } from "#app/domain/my-package-ids.ts";
import { storageStore } from "./storage-store.ts";

/**
 * The My Package list over localStorage (./storage-store.ts). Every page loads it (header count, Add to
 * My tests buttons), so it holds ids only and reads no content.
 */
const store = storageStore(PACKAGE_STORAGE_KEY);
const snapshot = store.select(parseStoredIds);

/** The list's ids; null until the page is hydrated (the pre-rendered HTML cannot know the list). */
export function usePackageIds(): readonly string[] | null {
  return useSyncExternalStore<readonly string[] | null>(store.subscribe, snapshot, () => null);
}

export function setPackageIds(ids: readonly string[]): void {
  store.write(serializeIds(ids));
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
