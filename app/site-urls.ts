import { localePath, siteLanguages } from "#app/domain/locale-paths.ts";
import { LEGACY_FACILITIES } from "#app/domain/services.ts";
import { LEGACY_INDEX_PAGES, testIndexPageCount, testIndexPath } from "#app/domain/test-index.ts";
import { indexSeeRows } from "#content/all-tests.ts";
import { catalogueEntries } from "#content/catalogue.ts";
import { healthPackageCategoryIds } from "#content/health-package-categories.ts";
import { serviceCategories } from "#content/services.ts";

/** How many pages the A–Z has: one row per single test and per see row. */
const indexPageCount = () => testIndexPageCount(catalogueEntries.filter((item) => item.type === "test").length + indexSeeRows.length);

/**
 * Every URL of the site. The pages pre-render exactly these (each dynamic route's `getStaticPaths`;
 * app/routes/route-data.test.ts holds them to this list), and it feeds the sitemap (canonical URLs only,
 * written by the build, astro.config.ts) and the browser tests, so a new page cannot be forgotten.
 * Plain relative imports only: Playwright loads this file outside Vite.
 */
export const staticPaths = [
  "/",
  "/about",
  "/gallery",
  "/press",
  "/locations",
  "/services",
  "/find-test",
  "/test-guide",
  "/health-packages",
  "/blog",
  "/home-care",
  "/corporate",
  "/resources",
  "/privacy-policy",
  "/terms-of-service",
  "/disclaimer",
  "/contact-us",
] as const;

/** Pages that are their own canonical URL: exactly what sitemap.xml lists. */
export function canonicalUrls(): string[] {
  const urls: string[] = [...staticPaths];
  for (const category of serviceCategories) {
    urls.push(`/services/${category.slug}`);
    for (const sub of category.subcategories) {
      urls.push(`/services/${category.slug}/${sub.slug}`);
    }
  }
  for (const id of healthPackageCategoryIds) urls.push(`/health-packages/${id}`);
  for (let page = 1; page <= indexPageCount(); page += 1) urls.push(testIndexPath(page));
  for (const item of catalogueEntries) {
    urls.push(item.type === "test" ? `/test-details/${item.id}` : `/package-details/${item.id}`);
  }
  return urls;
}

/**
 * Pre-rendered paths that show the same screen as another URL and name that URL as their canonical
 * link, so they stay out of the sitemap (docs/decisions/002-facilities-paths.md, 005-structured-data.md).
 */
export function aliasUrls(): string[] {
  // "/services/lab" shows the departments overview of "/services".
  const urls = ["/services/lab"];
  // The A–Z's pages as numbered before it became one page show its first page (docs/decisions/060-one-page-a-to-z.md).
  for (let page = indexPageCount() + 1; page <= LEGACY_INDEX_PAGES; page += 1) urls.push(testIndexPath(page));
  // The legacy facilities paths show the same subcategory screen as "/services/{department}/{sub}".
  for (const prefix of LEGACY_FACILITIES.map((facility) => `/facilities/${facility}`)) {
    for (const category of serviceCategories) {
      for (const sub of category.subcategories) urls.push(`${prefix}/${sub.slug}`);
    }
  }
  return urls;
}

/**
 * Pre-rendered pages that are not part of the site's navigation: the page the form relay sends people
 * to after a form posted without JavaScript (no index, not in the sitemap).
 */
export function utilityUrls(): string[] {
  return ["/thank-you"];
}

/**
 * Pre-rendered pages that show the visitor's own data (the My Package list, kept in their browser):
 * `noindex`, no canonical link, out of the sitemap, but in every browser test like any page.
 */
export function personalUrls(): string[] {
  return ["/my-package"];
}

/** Every pre-rendered URL. */
export function siteUrls(): string[] {
  return [...canonicalUrls(), ...aliasUrls(), ...personalUrls()];
}

/**
 * A URL's twin in each other language ("/about" → "/hi/about"): every page above is pre-rendered once
 * per language (docs/decisions/026-hindi-second-build.md); the lists above are the English ones.
 */
export function otherLanguageUrls(urls: readonly string[]): string[] {
  return siteLanguages.filter((language) => language.prefix).flatMap((language) => urls.map((url) => localePath(language.prefix, url)));
}
