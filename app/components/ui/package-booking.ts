import { useSyncExternalStore } from "react";

/**
 * How the My Package page books its list, published by the page's list (app/features/my-package/) for
 * the phone bar's "Book on WhatsApp" (app/components/layout/phone-bar-package.tsx), so that both send the
 * same message with the same check. Null until the list has shown, and when it is empty.
 */
export interface PackageBooking {
  /** The chat link with the list's booking message. */
  href: string;
  /**
   * The page's check before booking: true to go ahead; false when a detail given must be put right
   * first, which the page then shows, bringing its field into view with the focus.
   */
  check: () => boolean;
}

let current: PackageBooking | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishPackageBooking(booking: PackageBooking | null): void {
  current = booking;
  for (const listener of listeners) listener();
}

/** The page's booking, or null (before the list has shown, on another page, or for an empty list). */
export function usePackageBooking(): PackageBooking | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
