import { locale } from "~/content/ui/en/locale";
import { localePath } from "./locale-paths";

/** Paths of files, the same in every language: pictures, the site's scripts and icons. */
const FILE_PATH = /^\/(images|assets|downloads)\/|^\/[^/?#]+\.(svg|png|ico|pdf|xml|txt)$/;

/**
 * A link in the language of the page being built: the site's page "/find-test" on a Hindi page is
 * "/hi/find-test" (docs/decisions/026-hindi-second-build.md). Every link a page shows goes through it,
 * those written in code and those that come from content; a file (/images/…, /downloads/…), a fragment,
 * `tel:`, `mailto:` or another site's address is returned as it is.
 */
export function localHref(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//") || FILE_PATH.test(href)) return href;
  return localePath(locale.pathPrefix, href);
}
