import type { APIRoute, GetStaticPaths } from "astro";
import { ITEM_SHARD_COUNT, shardName, splitIntoShards } from "#app/domain/my-package-shards.ts";
import type { PackageLine } from "#app/domain/my-package.ts";
import { myPackageItems } from "./my-package.data.ts";

/**
 * /my-package/items/00.json … ff.json (and /hi/…): My Package's items in small shards by id, each the
 * full line of the ids that fall in it, for the list and the phone bar to fetch the few their list needs
 * (docs/decisions/039-my-package-item-shards.md). Not pages: no sitemap entry, no policy of their own.
 */
export const getStaticPaths = (() => {
  const shards = splitIntoShards(myPackageItems());
  if (shards.length !== ITEM_SHARD_COUNT) throw new Error(`my-package-items: ${shards.length} shards, not ${ITEM_SHARD_COUNT}`);
  return shards.map((lines, shard) => ({ params: { shard: shardName(shard) }, props: { lines } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ lines: Record<string, PackageLine> }> = ({ props }) =>
  new Response(JSON.stringify(props.lines), { headers: { "Content-Type": "application/json; charset=utf-8" } });
