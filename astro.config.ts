import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import type { AstroUserConfig, CspHash } from "astro";
import { loadEnv } from "vite";
import { editorSettingsFrom } from "./app/config/site";
import { siteOriginFromEnv } from "./app/config/site-url";
import { contentProblems } from "./app/domain/build-checks";
import { robotsTxt, sitemapXml } from "./app/domain/sitemap";
import { routeTable } from "./app/routes";
import { canonicalUrls } from "./app/site-urls";
import { buildModeFromArgs } from "./scripts/build-mode.mjs";
import { buildLocale, DEFAULT_LOCALE, LOCALES, localeModules } from "./scripts/locale-modules.mjs";
import { PRE_HYDRATION_SCRIPT_HASH } from "./scripts/pre-hydration.mjs";
import { cspDirectives } from "./scripts/security-headers.mjs";
import { siteBuild } from "./scripts/site-build.mjs";
import { SPECULATION_RULES_HASH } from "./scripts/speculation-rules.mjs";

// The static site (docs/structure.md, docs/decisions/021-static-pages-with-react-islands.md): every URL
// of app/routes.ts pre-rendered to HTML by Astro, the React components that need the browser hydrated as
// islands (app/islands/), nothing rendered on a server at request time.
/** Astro's CSP settings (its directive type is not exported by name). */
type CspSettings = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

const mode = buildModeFromArgs(process.argv);
const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
// A second output folder lets the browser tests build with test settings (.env.e2e) beside the real build.
const buildDir = process.env.SITE_BUILD_DIR ?? "build";
// SITE_BUILD_ROUTES="/locations,/test-details/[testId]": only these patterns of app/routes.ts (and the
// site's not-found page, which every header plan needs), for a quick rebuild that shows one change
// (tests/e2e/editor.spec.ts: an edit saved by the editor, on the page that shows it). Never for a deploy.
const onlyRoutes = process.env.SITE_BUILD_ROUTES?.split(",").map((pattern) => pattern.trim());
// Each language is a build of its own (scripts/astro-build.mjs, docs/decisions/026-hindi-second-build.md):
// a Hindi build writes the same pages under /hi into build/locales/hi/, and the English build, the last,
// takes them in before it writes the sitemap, the header plans and the compressed files of the whole site.
const locale = buildLocale();
const isDefaultLocale = locale === DEFAULT_LOCALE;
const builtRoutes = routeTable
  .filter(({ pattern }) => !onlyRoutes || pattern === "/404" || onlyRoutes.includes(pattern))
  .map((route) => (isDefaultLocale ? route : { ...route, pattern: route.pattern === "/" ? `/${locale}` : `/${locale}${route.pattern}` }));

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: isDefaultLocale ? `./${buildDir}/client` : `./${buildDir}/locales/${locale}`,
  output: "static",
  // "/about" is served from about.html on both servers (a folder index would redirect to "/about/").
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "never" },
  compressHTML: true,
  devToolbar: { enabled: false },
  // No code blocks in the site's Markdown; Shiki's inline styles would also need a looser CSP.
  markdown: { syntaxHighlight: false },
  // Every image is a file of public/ with its width and height set: nothing to transform at build time.
  image: { service: passthroughImageService() },
  integrations: [
    react(),
    siteBuild({
      routes: builtRoutes,
      buildDir,
      locale,
      // The other languages' builds, taken in by the default language's (run first by scripts/astro-build.mjs).
      otherLocales: isDefaultLocale ? LOCALES.filter((other) => other !== DEFAULT_LOCALE) : [],
      env,
      // The content editor is a build of its own on its own origin (astro.editor.config.ts); /admin leads there.
      editorOrigin: editorSettingsFrom(env).origin,
      contentProblems: () => contentProblems({ environment: process.env, settings: env }),
      // sitemap.xml and robots.txt from the same URL list as the pages, on the origin their canonical links use.
      sitemap: () => {
        const origin = siteOriginFromEnv(env);
        return { sitemapXml: sitemapXml(origin, canonicalUrls()), robotsTxt: robotsTxt(origin) };
      },
    }),
  ],
  security: {
    // Astro hashes the inline scripts it writes (the island runtime) into each page's policy, and the
    // shell's own two (the pre-hydration script, the links' prefetch rules) are added by hash; the
    // site's build integration sends that policy as a header on both servers (scripts/site-build.mjs).
    csp: {
      directives: cspDirectives(env) as NonNullable<CspSettings["directives"]>,
      scriptDirective: { hashes: [PRE_HYDRATION_SCRIPT_HASH as CspHash, SPECULATION_RULES_HASH as CspHash] },
      // Styles keep 'unsafe-inline' (React style attributes, Astro's island style); no hashes then.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    // The site's settings are VITE_* variables (app/config/site.ts), none of them secret: the islands
    // read them in the browser as the pages did at build time (Astro's own default is PUBLIC_*).
    envPrefix: "VITE_",
    plugins: [tailwindcss(), localeModules(locale)],
    build: {
      // A font is never inlined into the stylesheet as a data: URL, however small (the switch's is 2.5 KB):
      // the policy allows fonts from the site only (font-src 'self'), and each page loads only the faces
      // it shows (docs/decisions/033-devanagari-web-font.md).
      assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
      rolldownOptions: {
        // The app's modules are components, data and pure rules (docs/structure.md): importing one has
        // no side effect, so a module whose exports an island does not use stays out of its scripts
        // (without this, an island that takes one helper from a feature file also loads every chunk
        // that file imports). Stylesheets are the exception.
        treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/].*\.(ts|tsx)$/.test(id) },
        output: {
          // One chunk for what every page runs (React itself, the header bar and the phone bar with what
          // they import): a dozen files of a few hundred bytes each compress worse, and cost a request each.
          // The phone bar's own forms for the details pages and My Package (phone-bar-*.tsx) are not: they
          // load with those pages only.
          codeSplitting: {
            groups: [
              {
                name: "shell",
                test: (id: string) =>
                  /[\\/]node_modules[\\/](react|scheduler)[\\/]|^\0rolldown[\\/]runtime/.test(id) ||
                  /[\\/]app[\\/](components[\\/]layout[\\/](?!phone-bar-)|config[\\/]|islands[\\/]island\.tsx|components[\\/]ui[\\/](icon|cx|my-package-store|external-link)\.tsx?|domain[\\/](money|my-package-ids|booking)\.ts|content[\\/]emergency\.ts)/.test(id),
                priority: 10,
              },
              {
                // The plain card box on its own: the gallery's pictures need it and nothing of the cards below
                // (a module of no group would be drawn into the one whose files import it).
                name: "card",
                test: (id: string) => /[\\/]app[\\/]components[\\/]ui[\\/]card\.tsx$/.test(id),
                priority: 6,
              },
              {
                // The parts of a card and its buttons that many islands share (Add to Package, the back
                // link, the lists of cards): one file for the pages that have any of them.
                name: "cards",
                test: (id: string) =>
                  /[\\/]app[\\/]components[\\/]ui[\\/](button|add-to-package-button|booking-link|item-card|price|use-search-param)\.tsx?$/.test(id),
                priority: 5,
              },
            ],
          },
        },
      },
    },
  },
});
