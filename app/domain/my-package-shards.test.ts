import { describe, expect, it } from "vitest";
import { fakeLine } from "./my-package-shards.fake.ts";
import {
  ITEM_SHARD_COUNT,
  itemShard,
  parseShard,
  resolveFromShards,
  shardName,
  shardPath,
  shardsFor,
  splitIntoShards,
  type ShardState,
} from "./my-package-shards.ts";

// Shard numbers written by hand from FNV-1a 32 bit (offset 2166136261, prime 16777619) modulo 256,
// worked out apart from this code: "1" → 28, "2" → 213, "100" → 156, "cbc" → 137.
const line = (id: string, name: string, price: number) => fakeLine(id, name, price, ["cbc"]);
const cbc = line("1", "Complete Blood Count (CBC)", 299);
const lipid = line("2", "Lipid Profile", 450);

describe("item shards", () => {
  it("puts an id in a stable shard", () => {
    expect(ITEM_SHARD_COUNT).toBe(256);
    expect([itemShard("1"), itemShard("2"), itemShard("100"), itemShard("cbc")]).toEqual([28, 213, 156, 137]);
  });

  it("names and addresses a shard in each language", () => {
    expect(shardName(28)).toBe("1c");
    expect(shardName(5)).toBe("05");
    expect(shardPath("", 28)).toBe("/my-package/items/1c.json");
    expect(shardPath("/hi", 213)).toBe("/hi/my-package/items/d5.json");
  });

  it("asks for each shard a list needs once, in list order", () => {
    expect(shardsFor(["100", "1", "2", "1"])).toEqual([156, 28, 213]);
    expect(shardsFor([])).toEqual([]);
  });

  it("splits the items so each shard holds only its own", () => {
    const shards = splitIntoShards({ "1": cbc, "2": lipid });
    expect(shards).toHaveLength(256);
    expect(shards[28]).toEqual({ "1": cbc });
    expect(shards[213]).toEqual({ "2": lipid });
    expect(shards.filter((shard) => Object.keys(shard).length > 0)).toHaveLength(2);
  });

  it("reads a fetched shard, refusing what is not one", () => {
    expect(parseShard(28, { "1": cbc })).toEqual({ "1": cbc });
    expect(parseShard(28, "<!doctype html>")).toBeNull();
    expect(parseShard(28, null)).toBeNull();
    expect(parseShard(28, [cbc])).toBeNull();
    // A line in the wrong shard, under another id, or missing its price is dropped.
    expect(parseShard(28, { "2": lipid, "1": { ...cbc, price: "299" } })).toEqual({});
    expect(parseShard(213, { "2": { ...lipid, id: "1" } })).toEqual({});
    expect(parseShard(28, { constructor: cbc })).toEqual({});
  });

  it("resolves a list from the shards loaded so far", () => {
    const shards = new Map<number, ShardState>([
      [28, { "1": cbc }],
      [213, "failed"],
    ]);
    expect(resolveFromShards(["1", "2", "100"], shards)).toEqual({ lines: [cbc], unknown: [], loading: ["100"], failed: ["2"] });
    shards.set(213, { "2": lipid });
    shards.set(156, {});
    expect(resolveFromShards(["2", "100", "1"], shards)).toEqual({ lines: [lipid, cbc], unknown: ["100"], loading: [], failed: [] });
  });
});
