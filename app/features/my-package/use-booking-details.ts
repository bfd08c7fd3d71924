import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { onPackageCleared } from "#app/components/ui/my-package-store.ts";
import { DETAILS_KEPT_MS, DETAILS_STORAGE_KEY, parseStoredDetails, type BookingDetails } from "#app/domain/my-package-booking.ts";

/**
 * The optional booking details (name, how, where, when, note): kept in this browser so they survive a
 * reload, kept in step across tabs by the `storage` event, and never put in a URL. A shared device must
 * not show them to the next person (docs/decisions/031-my-package-in-place.md): they are stored with the
 * time they were last saved and dropped when read more than DETAILS_KEPT_MS later, and "Clear all"
 * (clearPackage) clears them with the list.
 */

const listeners = new Set<() => void>();
let memory: string | null = null;

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(DETAILS_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

/**
 * Whether details stored as `raw` are still to be kept at `now`: saved (`savedAt`, ms since the epoch)
 * at most DETAILS_KEPT_MS before. Details with no saved-at time were saved before there was one, so their
 * age is unknown: dropped. A time in the future (the clock was set back) counts its distance the same way.
 */
function isFresh(raw: string, now: number): boolean {
  let savedAt: unknown;
  try {
    savedAt = (JSON.parse(raw) as { savedAt?: unknown } | null)?.savedAt;
  } catch {
    return false;
  }
  return typeof savedAt === "number" && Math.abs(now - savedAt) <= DETAILS_KEPT_MS;
}

/** The stored details while they are kept, else null (as if nothing were stored). */
function readRaw(): string | null {
  const raw = storedRaw();
  return raw !== null && isFresh(raw, Date.now()) ? raw : null;
}

function emit() {
  for (const l of listeners) l();
}

/** Forgets the details: from storage, from this page's memory, and from every form showing them. */
function clearBookingDetails(): void {
  memory = null;
  try {
    window.localStorage.removeItem(DETAILS_STORAGE_KEY);
  } catch {
    // Storage refused: there was only the in-memory copy.
  }
  emit();
}

/** Removes details that are past their time from storage, not only from view. */
function dropExpired() {
  const raw = storedRaw();
  if (raw !== null && !isFresh(raw, Date.now())) clearBookingDetails();
}

// "Clear all" empties the list and forgets the details with it.
onPackageCleared(clearBookingDetails);

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === DETAILS_STORAGE_KEY) emit();
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
  useEffect(dropExpired, []);
  const details = useMemo(() => parseStoredDetails(raw, centreIds), [raw, centreIds]);
  const update = useCallback(
    (patch: Partial<BookingDetails>) => {
      const next = JSON.stringify({ ...parseStoredDetails(readRaw(), centreIds), ...patch, savedAt: Date.now() });
      memory = next;
      try {
        window.localStorage.setItem(DETAILS_STORAGE_KEY, next);
      } catch {
        // Storage refused: the in-memory copy serves this page.
      }
      emit();
    },
    [centreIds],
  );
  return [details, update];
}
