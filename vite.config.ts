import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { isReleaseBuild, placeholderSettings, releaseRefusal } from "./app/config/release-guard";
import { overdueMessage, overdueReviews } from "./app/domain/medical-review";
import { reviewedPages } from "./app/domain/reviewed-pages";

/**
 * The build's content checks, before anything is built (docs/content-review.md): a page whose medical
 * review is overdue stops every build; a build for deployment (`npm run build:release`, or on the host,
 * which sets CF_PAGES=1) also stops on a placeholder setting. Each prints what to change and exits, so
 * the previous deployment stays live.
 */
function contentChecks(): Plugin {
  let checked = false;
  return {
    name: "content-checks",
    apply: "build",
    configResolved(config) {
      if (checked) return;
      checked = true;
      const problems: string[] = [];
      if (isReleaseBuild(process.env)) {
        const placeholders = placeholderSettings(config.env);
        if (placeholders.length > 0) problems.push(releaseRefusal(placeholders));
      }
      const overdue = overdueReviews(reviewedPages(), new Date().toISOString().slice(0, 10));
      if (overdue.length > 0) problems.push(overdueMessage(overdue));
      if (problems.length > 0) {
        console.error(problems.join("\n"));
        process.exit(1);
      }
    },
  };
}

export default defineConfig({
  plugins: [contentChecks(), tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: dozens of tiny shared modules (one per helper) each cost a
        // request on a phone before the page can hydrate. Page-specific code still splits per route.
        codeSplitting: {
          groups: [
            {
              name: "shared",
              test: (id: string) =>
                /[\\/]app[\\/](components[\\/](ui|layout|forms)|config)[\\/]/.test(id) &&
                !/(carousel|lightbox)\.tsx$/.test(id) &&
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
