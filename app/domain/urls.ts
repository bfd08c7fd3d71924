/**
 * Absolute URLs on the public site: canonical links, Open Graph, JSON-LD and the sitemap all build
 * theirs here. Plain TypeScript without imports: the build config (sitemap) loads it outside Vite.
 */

/** The origin ("https://host[:port]") of an absolute http(s) URL; anything else is a configuration error. */
export function originOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new Error(`Not an absolute URL: "${url}" (VITE_SITE_URL must look like https://www.example.com)`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`Not an http(s) URL: "${url}"`);
  }
  return parsed.origin;
}

/** `origin` + a site path ("/about"); the home page is "origin/". Query and fragment are kept as given. */
export function absoluteUrl(origin: string, path: string): string {
  if (!path.startsWith("/")) throw new Error(`A site path starts with "/": "${path}"`);
  return `${origin.replace(/\/+$/, "")}${path}`;
}
