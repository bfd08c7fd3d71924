/**
 * One string kept in localStorage under `key`, as an external store for useSyncExternalStore: My tests'
 * ids (./my-package-store.ts), its unmatched prescription lines (./my-package-notes-store.ts) and its
 * booking details (features/my-package/use-booking-details.ts). Another tab's change arrives through the
 * `storage` event; a browser that refuses storage (private mode, quota) keeps the value in memory for
 * this page.
 */
export interface StorageStore {
  /** The stored string, or this page's copy when storage is refused; null when nothing is kept. */
  read(): string | null;
  /** Stores `raw` (null removes it) and tells every subscriber. */
  write(raw: string | null): void;
  subscribe(listener: () => void): () => void;
  /** A snapshot function that reads the string through `parse`, again only when the string changed. */
  select<T>(parse: (raw: string | null) => T): () => T;
}

export function storageStore(key: string): StorageStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;

  function read(): string | null {
    try {
      return window.localStorage.getItem(key) ?? memory;
    } catch {
      return memory;
    }
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    if (event.key === null || event.key === key) emit();
  }

  return {
    read,
    write(raw) {
      memory = raw;
      try {
        if (raw === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, raw);
      } catch {
        // Storage refused: the in-memory copy serves this page.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    select<T>(parse: (raw: string | null) => T) {
      let cachedRaw: string | null | undefined;
      let cached: T;
      return () => {
        const raw = read();
        if (raw !== cachedRaw) {
          cachedRaw = raw;
          cached = parse(raw);
        }
        return cached;
      };
    },
  };
}
