import { catalogue } from "./content/catalogue";
import { healthPackageCategoryIds } from "./content/health-package-categories";
import { serviceCategories } from "./content/services";

/**
 * Every URL of the site. One list feeds `prerender` (react-router.config.ts), the sitemap and the
 * browser smoke test, so a new page cannot be forgotten. Plain relative imports only: this file is
 * also loaded by the build config and by Playwright, outside Vite.
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

export function siteUrls(): string[] {
  // "/services/lab" shows the departments overview (docs/decisions/002-facilities-paths.md).
  const urls: string[] = [...staticPaths, "/services/lab"];
  for (const category of serviceCategories) {
    urls.push(`/services/${category.slug}`);
    for (const sub of category.subcategories) {
      urls.push(`/services/${category.slug}/${sub.slug}`);
    }
  }
  // The legacy facilities paths show the same subcategory screen (docs/decisions/002-facilities-paths.md).
  for (const prefix of ["/facilities/lab", "/facilities/health-packages"]) {
    for (const category of serviceCategories) {
      for (const sub of category.subcategories) urls.push(`${prefix}/${sub.slug}`);
    }
  }
  for (const id of healthPackageCategoryIds) urls.push(`/health-packages/${id}`);
  for (const item of catalogue) {
    urls.push(item.type === "test" ? `/test-details/${item.id}` : `/package-details/${item.id}`);
  }
  return urls;
}
