import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteOriginFromEnv } from "#app/config/site-url.ts";
import { editorSettingsFrom } from "#app/config/site.ts";
import { contentProblems, englishContentFiles, unconfirmedLabFacts } from "#app/domain/build-checks.ts";
import { robotsTxt, sitemapXml } from "#app/domain/sitemap.ts";
import { canonicalUrls } from "#app/site-urls.ts";
import { bundling, islandEntriesTakeModules } from "#astro-config/bundling.ts";
import { buildDir, env, SETTINGS_PREFIX } from "#astro-config/environment.ts";
import { inBuildLanguage, locale, otherLocales, pagesFolderOf } from "#astro-config/language.ts";
import { routesToBuild } from "#astro-config/partial-build.ts";
import { sitePolicy } from "#astro-config/security-policy.ts";
import { staticOutput } from "#astro-config/static-output.ts";
import { languageCondition } from "#scripts/language-condition.mjs";
import { siteBuild } from "#scripts/site-build.mjs";

// The static site (docs/structure.md, docs/decisions/021-static-pages-with-react-islands.md): every URL
// of app/routes.ts pre-rendered to HTML by Astro, the React components that need the browser hydrated as
// islands (app/islands/), nothing rendered on a server at request time. Each concern is a module of
// astro-config/: the environment, the static output (shared with astro.editor.config.ts), the language,
// a partial build, the security policy, the bundling.
export default defineConfig({
  ...staticOutput,
  publicDir: "./public",
  outDir: pagesFolderOf(buildDir),
  integrations: [
    react(),
    siteBuild({
      routes: routesToBuild.map(inBuildLanguage),
      buildDir,
      locale,
      otherLocales,
      env,
      // The content editor is a build of its own on its own origin (astro.editor.config.ts); /admin leads there.
      editorOrigin: editorSettingsFrom(env).origin,
      contentProblems: () =>
        contentProblems({
          environment: process.env,
          settings: env,
          unconfirmedLabFacts: () => unconfirmedLabFacts(englishContentFiles(fileURLToPath(new URL(".", import.meta.url)))),
        }),
      // sitemap.xml and robots.txt from the same URL list as the pages, on the origin their canonical links use.
      sitemap: () => {
        const origin = siteOriginFromEnv(env);
        return { sitemapXml: sitemapXml(origin, canonicalUrls()), robotsTxt: robotsTxt(origin) };
      },
    }),
  ],
  security: { csp: sitePolicy(env) },
  vite: {
    envPrefix: SETTINGS_PREFIX,
    plugins: [tailwindcss(), languageCondition(locale), islandEntriesTakeModules()],
    build: bundling,
  },
});
