// Config for the local production server (scripts/server.mjs, built on `serve-handler`:
// https://github.com/vercel/serve-handler#options), written to build/serve.json when the build's pages
// are written (scripts/site-build.mjs).
//
// How serve-handler applies `headers`: every entry whose `source` glob matches the path of the FILE it
// sends (relative to build/client, e.g. "/about.html" for the URL /about, "/test-details/404.html" for
// an unknown /test-details/99999: scripts/server.mjs sends the nearest not-found page) is applied in
// order, later entries overriding earlier ones. So each pre-rendered page gets its own
// Content-Security-Policy by file name, and a not-found response gets its not-found page's own.
// Redirects are answered before any header entry applies; scripts/server.mjs adds the base headers.
import { BASE_HEADERS, CACHE_HASHED_ASSET, CACHE_HTML, CACHE_NOT_FOUND, REDIRECTS } from "./security-headers.mjs";

const GLOB_SPECIAL = /[*?[\]{}()!+@\\]/;

function list(headers) {
  return Object.entries(headers).map(([key, value]) => ({ key, value }));
}

/**
 * A redirect's destination as serve-handler reads it: a path pattern (path-to-regexp), where `:4321`
 * would be a parameter, so the colon before a port of an absolute URL is escaped.
 */
export function redirectDestination(destination) {
  return destination.replace(/^(https?:\/\/[^/:]+):(\d+)/, "$1\\:$2");
}

/**
 * @param {{ fallbackCsp: string, files: { file: string, csp: string }[] }} plan from headerPlan, with
 *   `files` the path of every HTML file inside build/client ("/about.html", "/404.html",
 *   "/test-details/404.html").
 * @param {{ redirects?: { source: string, destination: string, status: number }[], everywhere?: Record<string, string> }} [options]
 *   the redirects (the legacy ones unless given) and headers for every response besides the base ones.
 */
export function serveConfig(plan, { redirects = REDIRECTS, everywhere = {} } = {}) {
  for (const { file } of plan.files) {
    if (GLOB_SPECIAL.test(file)) throw new Error(`serve-config: ${file} would be read as a glob pattern`);
  }
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    redirects: redirects.map(({ source, destination, status }) => ({
      source,
      destination: redirectDestination(destination),
      type: status,
    })),
    headers: [
      {
        source: "**",
        headers: list({ ...BASE_HEADERS, "Content-Security-Policy": plan.fallbackCsp, "Cache-Control": CACHE_HTML, ...everywhere }),
      },
      {
        // Hashed file names: safe to cache for a year.
        source: "assets/**",
        headers: list({ "Cache-Control": CACHE_HASHED_ASSET }),
      },
      ...plan.files.map(({ file, csp }) => ({ source: file, headers: list({ "Content-Security-Policy": csp }) })),
      // The not-found pages (the site's and each kind of page's), served for unknown URLs.
      { source: "**/404.html", headers: list({ "Cache-Control": CACHE_NOT_FOUND }) },
    ],
  };
}
