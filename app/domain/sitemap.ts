import { languageAlternates, localePath, siteLanguages } from "./locale-paths.ts";
import { absoluteUrl } from "./urls.ts";

/**
 * sitemap.xml and robots.txt, written at build time by astro.config.ts (scripts/site-build.mjs) from the
 * canonical URLs of app/site-urls.ts. Relative imports only: the build config loads this outside Vite.
 */

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}

/**
 * One <url> per page and language, in the order given (each page's languages together), duplicates
 * dropped; each lists the page in every language and `x-default` as `xhtml:link` alternates, as the
 * pages' own `<link rel="alternate" hreflang>` do. `paths` are the English paths.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = [...new Set(paths)].flatMap((path) => {
    const alternates = languageAlternates(origin, path)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return siteLanguages.map(
      (language) => `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, localePath(language.prefix, path)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything but /admin, a redirect to the content editor's own origin (docs/decisions/028-editor-on-its-own-origin.md). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(origin, "/sitemap.xml")}\n`;
}
