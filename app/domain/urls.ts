/**
 * Absolute URLs on the public site: canonical links, Open Graph, JSON-LD and the sitemap all build
 * theirs here. Plain TypeScript without imports: the build config (sitemap) loads it outside Vite.
 */

/** `origin` + a site path ("/about"); the home page is "origin/". Query and fragment are kept as given. */
export function absoluteUrl(origin: string, path: string): string {
  if (!path.startsWith("/")) throw new Error(`A site path starts with "/": "${path}"`);
  return `${origin.replace(/\/+$/, "")}${path}`;
}
