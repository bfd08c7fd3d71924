import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { onPackageCleared } from "#app/components/ui/my-package-store.ts";
import { storageStore } from "#app/components/ui/storage-store.ts";
import { DETAILS_KEPT_MS, DETAILS_STORAGE_KEY, parseStoredDetails, type BookingDetails } from "#app/domain/my-package-booking.ts";
import { parseStoredJson } from "#app/domain/stored-json.ts";

/**
 * The optional booking details (name, how, where, when, note): kept in this browser so they survive a
 * reload, kept in step across tabs by the `storage` event, and never put in a URL. A shared device must
 * not show them to the next person (docs/decisions/031-my-package-in-place.md): they are stored with the
 * time they were last saved and dropped when read more than DETAILS_KEPT_MS later, and "Clear all"
 * (clearPackage) clears them with the list.
 */

const store = storageStore(DETAILS_STORAGE_KEY);

/**
 * Whether details stored as `raw` are still to be kept at `now`: saved (`savedAt`, ms since the epoch)
 * at most DETAILS_KEPT_MS before. Details with no saved-at time were saved before there was one, so their
 * age is unknown: dropped. A time in the future (the clock was set back) counts its distance the same way.
 */
function isFresh(raw: string, now: number): boolean {
  const data = parseStoredJson(raw);
  const savedAt = data && typeof data === "object" ? (data as { savedAt?: unknown }).savedAt : undefined;
  return typeof savedAt === "number" && Math.abs(now - savedAt) <= DETAILS_KEPT_MS;
}

/** The stored details while they are kept, else null (as if nothing were stored). */
function readRaw(): string | null {
  const raw = store.read();
  return raw !== null && isFresh(raw, Date.now()) ? raw : null;
}

/** Forgets the details: from storage, from this page's memory, and from every form showing them. */
function clearBookingDetails(): void {
  store.write(null);
}

/** Removes details that are past their time from storage, not only from view. */
function dropExpired() {
  const raw = store.read();
  if (raw !== null && !isFresh(raw, Date.now())) clearBookingDetails();
}

// "Clear all" empties the list and forgets the details with it.
onPackageCleared(clearBookingDetails);

export function useBookingDetails(centreIds: readonly string[]): [BookingDetails, (patch: Partial<BookingDetails>) => void] {
  const raw = useSyncExternalStore(store.subscribe, readRaw, () => null);
  useEffect(dropExpired, []);
  const details = useMemo(() => parseStoredDetails(raw, centreIds), [raw, centreIds]);
  const update = useCallback(
    (patch: Partial<BookingDetails>) => {
      const next = JSON.stringify({ ...parseStoredDetails(readRaw(), centreIds), ...patch, savedAt: Date.now() });
      store.write(next);
    },
    [centreIds],
  );
  return [details, update];
}
