import type { PackageLine } from "./my-package.ts";

/** A made-up line of My Package for tests: a test with no fast; `tests` the facts keys it holds. */
export const fakeLine = (id: string, name: string, price: number, tests: PackageLine["tests"] = []): PackageLine => ({
  id,
  kind: "test",
  name,
  price,
  sample: "Blood",
  reportTime: "Same day",
  href: `/test-details/${id}`,
  fastingHours: null,
  fastingLimit: null,
  subject: "person",
  fastingStep: "No fasting needed.",
  steps: [],
  notices: [],
  tests,
});

/**
 * Shards by hand (FNV-1a 32 bit modulo 256, ./my-package-shards.test.ts): "1" → 1c, "2" → d5, and
 * "100" → 9c, a shard without it.
 */
const shardBodies: Record<string, unknown> = {
  "/my-package/items/1c.json": { "1": fakeLine("1", "Made-up Blood Count", 299) },
  "/my-package/items/d5.json": { "2": fakeLine("2", "Made-up Lipid Panel", 450) },
  "/my-package/items/9c.json": {},
};

/** A stand-in for `fetch` answering the shards above; `down` lists the addresses that fail as if offline. */
export function fakeShardFetch(down: Set<string> = new Set()) {
  return async (url: string) => {
    if (down.has(url)) throw new TypeError("Failed to fetch");
    if (!(url in shardBodies)) return new Response("<!doctype html>", { status: 404 });
    return new Response(JSON.stringify(shardBodies[url]), { headers: { "Content-Type": "application/json" } });
  };
}
