import { useCallback, useMemo, useSyncExternalStore } from "react";
import { DETAILS_STORAGE_KEY, parseStoredDetails, type BookingDetails } from "#app/domain/my-package-booking.ts";

/**
 * The optional booking details (name, how, where, when, note): kept in this browser so they survive a
 * reload, kept in step across tabs by the `storage` event, and never put in a URL.
 */
const listeners = new Set<() => void>();
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(DETAILS_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === DETAILS_STORAGE_KEY) for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function useBookingDetails(centreIds: readonly string[]): [BookingDetails, (patch: Partial<BookingDetails>) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const details = useMemo(() => parseStoredDetails(raw, centreIds), [raw, centreIds]);
  const update = useCallback(
    (patch: Partial<BookingDetails>) => {
      const next = JSON.stringify({ ...parseStoredDetails(readRaw(), centreIds), ...patch });
      memory = next;
      try {
        window.localStorage.setItem(DETAILS_STORAGE_KEY, next);
      } catch {
        // Storage refused: the in-memory copy serves this page.
      }
      for (const l of listeners) l();
    },
    [centreIds],
  );
  return [details, update];
}
