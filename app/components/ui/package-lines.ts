import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { localHref } from "#app/domain/local-href.ts";
import { parseShard, resolveFromShards, shardPath, shardsFor, type ShardState } from "#app/domain/my-package-shards.ts";
import type { PackageLine } from "#app/domain/my-package.ts";

/**
 * My Package's lines, fetched from the item shards (docs/decisions/039-my-package-item-shards.md): a page
 * carries no item's name or price; the list and the phone bar fetch the shards their ids fall in. Each
 * shard is fetched once per page and shared by every island of the page; a shard that failed (offline,
 * an error page instead of JSON) stays failed until `retry`.
 */

const shards = new Map<number, ShardState>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchShard(shard: number): Promise<ShardState> {
  try {
    const response = await fetch(localHref(shardPath("", shard)));
    if (!response.ok) return "failed";
    return parseShard(shard, await response.json()) ?? "failed";
  } catch {
    return "failed";
  }
}

function load(wanted: readonly number[]) {
  const missing = wanted.filter((shard) => !shards.has(shard));
  if (missing.length === 0) return;
  for (const shard of missing) shards.set(shard, "loading");
  emit();
  for (const shard of missing) {
    void fetchShard(shard).then((state) => {
      shards.set(shard, state);
      emit();
    });
  }
}

/** Forgets every shard (tests only: each test starts with a page that has fetched nothing). */
export function forgetShards(): void {
  shards.clear();
  emit();
}

export interface PackageLines {
  /** The lines known, in list order. */
  lines: PackageLine[];
  /** Ids whose shard came without them: the content no longer sells them. */
  unknown: string[];
  /** Ids whose shard has not come yet. */
  loading: string[];
  /** Ids whose shard failed. */
  failed: string[];
  /** Fetches the failed shards again. */
  retry: () => void;
}

/**
 * The lines of `ids` (null before hydration: nothing to fetch), fetching the shards they need that this
 * page has not fetched yet. An empty list fetches nothing.
 */
export function usePackageLines(ids: readonly string[] | null): PackageLines {
  const seen = useSyncExternalStore(
    subscribe,
    () => version,
    () => -1,
  );
  const wanted = useMemo(() => shardsFor(ids ?? []), [ids]);
  useEffect(() => load(wanted), [wanted]);
  const retry = useCallback(() => {
    for (const shard of wanted) if (shards.get(shard) === "failed") shards.delete(shard);
    load(wanted);
  }, [wanted]);
  // `seen` changes whenever a shard's state does; the server render has fetched nothing.
  const resolved = useMemo(() => resolveFromShards(ids ?? [], seen === -1 ? new Map() : new Map(shards)), [ids, seen]);
  return { ...resolved, retry };
}
