import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, passthroughImageService } from "astro/config";
import type { AstroUserConfig } from "astro";
import { loadEnv } from "vite";
import { editorBuildProblems } from "./app/domain/build-checks";
import { buildModeFromArgs } from "./scripts/build-mode.mjs";
import { editorBuild } from "./scripts/editor-build.mjs";
import { editorCspDirectives } from "./scripts/security-headers.mjs";
import { sveltiaSelfHostedFonts } from "./scripts/sveltia-fonts.mjs";

// The content editor (Sveltia CMS): a build of its own, deployed on an origin of its own (a second
// Cloudflare Pages project or the editor's subdomain), never served by the public site
// (docs/decisions/028-editor-on-its-own-origin.md, docs/editing-setup.md). `npm run build:editor`
// writes build/editor/client/ (the host's output folder) and build/editor/serve.json (the local
// server's). One page at "/" (scripts/editor-build.mjs); the site's own components and stylesheet are
// bundled in for the previews.
type CspSettings = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;

const mode = buildModeFromArgs(process.argv);
const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
// The browser tests build with test settings (.env.e2e) into build-e2e/editor/, as the site into build-e2e/client.
const buildDir = process.env.SITE_BUILD_DIR ?? "build";

export default defineConfig({
  srcDir: "./app",
  // Nothing of public/ on the editor's origin (uploads included): its icon and logo are imported
  // files of this build.
  publicDir: "./app/admin/no-public-folder",
  outDir: `./${buildDir}/editor/client`,
  output: "static",
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "never" },
  compressHTML: true,
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  image: { service: passthroughImageService() },
  integrations: [react(), editorBuild({ problems: () => editorBuildProblems({ environment: process.env, settings: env }) })],
  security: {
    csp: {
      directives: editorCspDirectives(env) as NonNullable<CspSettings["directives"]>,
      // The editor's UI sets inline styles.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    envPrefix: "VITE_",
    plugins: [tailwindcss(), sveltiaSelfHostedFonts()],
  },
});
