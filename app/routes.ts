/**
 * The one explicit route table (each page's behaviour: docs/behaviour.md): a URL pattern and the page
 * shell (app/routes/*.astro) that renders it. scripts/site-build.mjs hands it to Astro, which
 * pre-renders every path each dynamic page lists (its `getStaticPaths`, from the same content as
 * app/site-urls.ts). The `404` entries are the not-found pages: both servers answer an unknown URL with
 * the nearest one above it, status 404 (docs/decisions/021-static-pages-with-react-islands.md). The
 * legacy /facilities/lab, /facilities/health-packages and /services/health-packages are HTTP redirects
 * of both servers (scripts/security-headers.mjs), not pages; so is /admin, to the content editor's own
 * origin (astro.editor.config.ts). Relative imports only: the Astro config loads this file.
 */
export interface PageRoute {
  /** Astro's pattern: `[name]` is one path segment. */
  pattern: string;
  /** The page shell, from the project root; or a static endpoint (`.ts`, `getStaticPaths` and `GET`) writing a file that is not a page. */
  entrypoint: `./app/routes/${string}.astro` | `./app/routes/${string}.ts`;
}

export const routeTable: readonly PageRoute[] = [
  { pattern: "/", entrypoint: "./app/routes/home.astro" },
  { pattern: "/about", entrypoint: "./app/routes/about.astro" },
  { pattern: "/gallery", entrypoint: "./app/routes/gallery.astro" },
  { pattern: "/press", entrypoint: "./app/routes/press.astro" },
  { pattern: "/locations", entrypoint: "./app/routes/locations.astro" },
  { pattern: "/services", entrypoint: "./app/routes/services.astro" },
  { pattern: "/services/[serviceSlug]", entrypoint: "./app/routes/service.astro" },
  { pattern: "/services/[serviceSlug]/[subCategorySlug]", entrypoint: "./app/routes/service-subcategory.astro" },
  // The legacy /facilities/lab/{sub} and /facilities/health-packages/{sub} show the subcategory screen
  // under its /services canonical URL (docs/decisions/002-facilities-paths.md).
  { pattern: "/facilities/[facility]/[subCategorySlug]", entrypoint: "./app/routes/facilities-subcategory.astro" },
  { pattern: "/find-test", entrypoint: "./app/routes/find-test.astro" },
  // The search index in parts, fetched on first use of a search box (docs/decisions/040-search-index-in-parts.md).
  { pattern: "/search/[part].json", entrypoint: "./app/routes/search-parts.ts" },
  { pattern: "/test-guide", entrypoint: "./app/routes/test-guide.astro" },
  { pattern: "/all-tests/[...page]", entrypoint: "./app/routes/all-tests.astro" },
  { pattern: "/health-packages", entrypoint: "./app/routes/health-packages.astro" },
  { pattern: "/health-packages/[categoryId]", entrypoint: "./app/routes/health-package-category.astro" },
  { pattern: "/blog", entrypoint: "./app/routes/blog.astro" },
  { pattern: "/home-care", entrypoint: "./app/routes/home-care.astro" },
  { pattern: "/corporate", entrypoint: "./app/routes/corporate.astro" },
  { pattern: "/resources", entrypoint: "./app/routes/resources.astro" },
  { pattern: "/test-details/[testId]", entrypoint: "./app/routes/test-details.astro" },
  { pattern: "/package-details/[packageId]", entrypoint: "./app/routes/package-details.astro" },
  { pattern: "/privacy-policy", entrypoint: "./app/routes/privacy-policy.astro" },
  { pattern: "/terms-of-service", entrypoint: "./app/routes/terms-of-service.astro" },
  { pattern: "/disclaimer", entrypoint: "./app/routes/disclaimer.astro" },
  { pattern: "/contact-us", entrypoint: "./app/routes/contact-us.astro" },
  { pattern: "/my-package", entrypoint: "./app/routes/my-package.astro" },
  // My Package's items in 256 JSON shards, fetched by the list and the phone bar (docs/decisions/039-my-package-item-shards.md).
  { pattern: "/my-package/items/[shard].json", entrypoint: "./app/routes/my-package-items.ts" },
  { pattern: "/thank-you", entrypoint: "./app/routes/thank-you.astro" },
  // Not found: the site's, and the screen each kind of page shows for an id or slug it does not have.
  { pattern: "/404", entrypoint: "./app/routes/not-found.astro" },
  { pattern: "/test-details/404", entrypoint: "./app/routes/test-not-found.astro" },
  { pattern: "/package-details/404", entrypoint: "./app/routes/package-not-found.astro" },
  { pattern: "/health-packages/404", entrypoint: "./app/routes/category-not-found.astro" },
  { pattern: "/services/404", entrypoint: "./app/routes/service-not-found.astro" },
  { pattern: "/facilities/404", entrypoint: "./app/routes/service-not-found.astro" },
];
