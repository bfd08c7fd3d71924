import { searchParts } from "./site-search-parts.ts";

/** The URL a page gives its search island (as app/routes/find-test.astro does, in English). */
export const fakeSearchUrl = () => `/search/${searchParts().searchName}.json`;

/**
 * A stand-in for `fetch` in component tests: answers the site search's parts as the build writes them
 * (app/routes/search-parts.ts), or fails every request when `fail` says so; a file `hold` names is
 * answered once its promise settles (a slow network); `requests` lists the file names asked for.
 */
export function fakeSearchFetch(options: { fail?: () => boolean; hold?: (name: string) => Promise<void> | undefined } = {}) {
  const requests: string[] = [];
  const files = new Map(searchParts().files.map((file) => [file.name, file.body]));
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost/");
    const name = url.pathname.replace(/^\/search\//, "").replace(/\.json$/, "");
    requests.push(name);
    await options.hold?.(name);
    if (options.fail?.()) throw new TypeError("Failed to fetch");
    const body = files.get(name);
    return body === undefined ? new Response("", { status: 404 }) : new Response(body, { status: 200 });
  };
  return { fetch, requests };
}
