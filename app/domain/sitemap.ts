import { absoluteUrl } from "./urls";

/**
 * sitemap.xml and robots.txt, written at build time by astro.config.ts (scripts/site-build.mjs) from the
 * canonical URLs of app/site-urls.ts. Relative imports only: the build config loads this outside Vite.
 */

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** One <url><loc> per path, in the order given, duplicates dropped. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const locs = [...new Set(paths)].map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything but the content editor's page (/admin: also `noindex` by meta and header). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl(origin, "/sitemap.xml")}\n`;
}
