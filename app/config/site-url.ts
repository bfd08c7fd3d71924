/**
 * The public origin of the site, from VITE_SITE_URL. One reader for the app (app/config/site.ts, with
 * import.meta.env) and the build (astro.config.ts writes the sitemap with the build mode's settings).
 * No imports: the build config loads this file outside Vite.
 */

/** The origin ("https://host[:port]") of an absolute http(s) URL; anything else is a configuration error of `setting`. */
export function originOf(url: string, setting = "VITE_SITE_URL"): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new Error(`Not an absolute URL: "${url}" (${setting} must look like https://www.example.com)`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`Not an http(s) URL: "${url}"`);
  }
  return parsed.origin;
}

/** Fictional, like every default (.env.example). */
export const defaultSiteUrl = "https://www.healthplus-diagnostics.example";

/** "https://host" from VITE_SITE_URL (empty or unset: the default). A malformed value fails the build. */
export function siteOriginFromEnv(env: Record<string, unknown>): string {
  const value = env.VITE_SITE_URL;
  return originOf(typeof value === "string" && value.trim() !== "" ? value : defaultSiteUrl);
}
