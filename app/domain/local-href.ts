import { locale } from "#words/locale.ts";
import { localePath, siteLanguages } from "./locale-paths.ts";

/** Paths of files, the same in every language: pictures, the site's scripts and icons (each language has its own guides, /hi/downloads/). */
const FILE_PATH = /^\/(images|assets)\/|^\/[^/?#]+\.(svg|png|ico|xml|txt)$/;

/**
 * A link in the language of the page being built: the site's page "/find-test" on a Hindi page is
 * "/hi/find-test" (docs/decisions/026-hindi-second-build.md). Every link a page shows goes through it,
 * those written in code and those that come from content, and the patient guides (/downloads/…, each
 * language's own); a picture or another file (/images/…), a fragment,
 * `tel:`, `mailto:` or another site's address is returned as it is.
 */
export function localHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || FILE_PATH.test(href)) return href;
  // Already in the page's language: a link is localised once, wherever it is rendered.
  const prefix: string = siteLanguages.find((language) => language.code === locale.code)?.prefix ?? "";
  if (prefix && (href === prefix || (/^[/?#]/.test(href.slice(prefix.length)) && href.startsWith(prefix)))) return href;
  return localePath(prefix, href);
}
