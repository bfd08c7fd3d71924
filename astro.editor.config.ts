import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { editorBuildProblems } from "#app/domain/build-checks.ts";
import { buildDir, env, SETTINGS_PREFIX } from "#astro-config/environment.ts";
import { editorPolicy } from "#astro-config/security-policy.ts";
import { staticOutput } from "#astro-config/static-output.ts";
import { editorBuild } from "#scripts/editor-build.mjs";
import { editorPriceListFile } from "#scripts/menu-editor-file.mjs";
import { sveltiaSelfHostedFonts } from "#scripts/sveltia-fonts.mjs";

// The content editor (Sveltia CMS): a build of its own, deployed on an origin of its own (a second
// Cloudflare Pages project or the editor's subdomain), never served by the public site
// (docs/decisions/028-editor-on-its-own-origin.md, docs/editing-setup.md). `npm run build:editor`
// writes build/editor/client/ (the host's output folder) and build/editor/serve.json (the local
// server's). One page at "/" (scripts/editor-build.mjs); the site's own components and stylesheet are
// bundled in for the previews. What it shares with the site's build is in astro-config/.
export default defineConfig({
  ...staticOutput,
  // Nothing of public/ on the editor's origin (uploads included): its icon and logo are imported
  // files of this build.
  publicDir: "./app/admin/no-public-folder",
  outDir: `./${buildDir}/editor/client`,
  integrations: [
    react(),
    editorBuild({ problems: () => editorBuildProblems({ environment: process.env, settings: env }) }),
    // The current price list at /price-list.csv, for the staff to download in *Price lists*.
    editorPriceListFile(),
  ],
  security: { csp: editorPolicy(env) },
  vite: {
    envPrefix: SETTINGS_PREFIX,
    plugins: [tailwindcss(), sveltiaSelfHostedFonts()],
  },
});
