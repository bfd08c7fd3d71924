import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      // Content and domain modules are data and pure rules (docs/structure.md): importing one has no
      // side effect, so a module whose exports a page does not use stays out of that page's scripts
      // (a route helper's build-time-only imports, for one).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/](content|domain)[\\/]/.test(id) },
      output: {
        // Fewer, larger chunks: dozens of tiny shared modules (one per helper) each cost a
        // request on a phone before the page can hydrate. Page-specific code still splits per route.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: (id: string) =>
                /[\\/]app[\\/](components[\\/](ui|layout|forms)|config)[\\/]/.test(id) &&
                // Shown on a few kinds of page only: each page that uses one carries it in a chunk of its
                // own instead of every page carrying it (the newsletter form is the blog's alone;
                // docs/decisions/019-one-card-for-every-list.md).
                !/(carousel|lightbox|medical-note|newsletter-form|item-card|offer-card|accordion|filter-bar|tag-list|stat-list|breadcrumb)\.tsx$/.test(id) &&
                // The site search (its index pulls in all the test content) loads on first use only.
                !/[\\/]domain[\\/](search|search-index|site-search-index)\.ts$/.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // The one path alias, "~/*" → app/*, is declared in tsconfig.json; Vite reads it from there.
  resolve: { tsconfigPaths: true },
});
