import { shardPath, splitIntoShards } from "#app/domain/my-package-shards.ts";
import { fakeSearchFetch } from "#app/domain/site-search-parts.fake.ts";
import { myPackageItems } from "#app/routes/my-package.data.ts";

/**
 * A stand-in for `fetch` for the prescription list box: the site search's parts as the build writes them
 * (the prescription part among them) and My Package's item shards from the content, so the box reads
 * and prices a list as on the built page. `requests` lists every URL asked for.
 */
export function fakePrescriptionFetch() {
  const search = fakeSearchFetch();
  const shards = new Map(splitIntoShards(myPackageItems()).map((lines, shard) => [shardPath("", shard), JSON.stringify(lines)]));
  const requests: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    requests.push(url);
    const path = new URL(url, "http://localhost/").pathname;
    const shard = shards.get(path);
    if (shard !== undefined) return new Response(shard, { status: 200 });
    return search.fetch(input);
  };
  return { fetch, requests };
}
