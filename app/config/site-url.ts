import { originOf } from "../domain/urls";

/**
 * The public origin of the site, from VITE_SITE_URL. One reader for the app (app/config/site.ts, with
 * import.meta.env) and the build (react-router.config.ts writes the sitemap with Vite's resolved env).
 * Relative imports only: the build config loads this file outside Vite.
 */

/** Fictional, like every default (.env.example). */
export const defaultSiteUrl = "https://www.healthplus-diagnostics.example";

/** "https://host" from VITE_SITE_URL (empty or unset: the default). A malformed value fails the build. */
export function siteOriginFromEnv(env: Record<string, unknown>): string {
  const value = env.VITE_SITE_URL;
  return originOf(typeof value === "string" && value.trim() !== "" ? value : defaultSiteUrl);
}
