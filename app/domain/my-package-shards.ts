import { isItemIdShape } from "./my-package-ids.ts";
import type { PackageLine } from "./my-package.ts";

/**
 * My Package's items split into small shards by id, so a page fetches the few shards its list needs
 * instead of carrying every item's line (docs/decisions/039-my-package-item-shards.md). Pure: the build
 * writes one shard per number, the list and the phone bar read the shards their ids fall in.
 */

/** How many shards the items are split into: with 5,000 items, about 20 lines (a few KB) each. */
export const ITEM_SHARD_COUNT = 256;

/** The shard an id's line is in: FNV-1a (32 bit) of the id, modulo the shard count. Stable across builds. */
export function itemShard(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % ITEM_SHARD_COUNT;
}

/** A shard's name in its address: two hex digits, "00" to "ff". */
export function shardName(shard: number): string {
  return shard.toString(16).padStart(2, "0");
}

/** The address of a shard's JSON in a language (`prefix` "" for English, "/hi" for Hindi). */
export function shardPath(prefix: string, shard: number): string {
  return `${prefix}/my-package/items/${shardName(shard)}.json`;
}

/** The shards a list needs, each once, in the order the list first needs them. */
export function shardsFor(ids: readonly string[]): number[] {
  return [...new Set(ids.map(itemShard))];
}

/** Every shard's lines, by shard number (every shard present, an empty one as {}), for the build to write. */
export function splitIntoShards(items: Readonly<Record<string, PackageLine>>): Record<string, PackageLine>[] {
  const shards: Record<string, PackageLine>[] = Array.from({ length: ITEM_SHARD_COUNT }, () => ({}));
  for (const [id, line] of Object.entries(items)) shards[itemShard(id)]![id] = line;
  return shards;
}

const isString = (value: unknown): value is string => typeof value === "string";

/** Whether a fetched value is a line: the fields the list shows, of the right types. */
function isLine(id: string, value: unknown): value is PackageLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    line.id === id &&
    isString(line.name) &&
    typeof line.price === "number" &&
    Number.isFinite(line.price) &&
    (line.priceText === undefined || isString(line.priceText)) &&
    isString(line.sample) &&
    isString(line.reportTime) &&
    isString(line.href) &&
    isString(line.fastingStep) &&
    Array.isArray(line.steps) &&
    line.steps.every(isString) &&
    Array.isArray(line.notices) &&
    Array.isArray(line.tests)
  );
}

/**
 * A fetched shard's lines, or null when it is not a shard (a cached error page, a truncated body): the
 * caller then treats the shard as failed and offers a retry. A line under the wrong shard or id is dropped.
 */
export function parseShard(shard: number, body: unknown): Record<string, PackageLine> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const lines: Record<string, PackageLine> = {};
  for (const [id, value] of Object.entries(body)) {
    if (isItemIdShape(id) && itemShard(id) === shard && isLine(id, value)) lines[id] = value;
  }
  return lines;
}

/** A shard's state in the page: still loading, failed (offline, a bad body), or its lines. */
export type ShardState = "loading" | "failed" | Readonly<Record<string, PackageLine>>;

/**
 * A list's lines from the shards loaded so far, in list order: `lines` known, `unknown` ids their loaded
 * shard does not have (content no longer sells them), `loading` and `failed` ids whose shard has not come.
 */
export function resolveFromShards(
  ids: readonly string[],
  shards: ReadonlyMap<number, ShardState>,
): { lines: PackageLine[]; unknown: string[]; loading: string[]; failed: string[] } {
  const result = { lines: [] as PackageLine[], unknown: [] as string[], loading: [] as string[], failed: [] as string[] };
  for (const id of ids) {
    const state = shards.get(itemShard(id)) ?? "loading";
    if (state === "loading") result.loading.push(id);
    else if (state === "failed") result.failed.push(id);
    else if (Object.hasOwn(state, id)) result.lines.push(state[id]!);
    else result.unknown.push(id);
  }
  return result;
}
