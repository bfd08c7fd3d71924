// `npm run test:e2e [-- playwright args]`: builds the production site with the test settings of
// .env.e2e into build-e2e/ (`astro build --mode e2e` of each language, scripts/astro-build.mjs; the site's build integration makes it servable,
// scripts/site-build.mjs) and the content editor, a build of its own, into build-e2e/editor/
// (astro.editor.config.ts), then runs the Playwright
// specs against it: tests/e2e/ served by `npm start`'s server (playwright.config.ts), then tests/cdn/
// on Cloudflare's own runtime, `wrangler pages dev` (playwright.cdn.config.ts), then tests/cms-auth/,
// the editor's sign-in worker on the same runtime (playwright.auth.config.ts; it needs no site build).
// Spec paths pick the suite: only tests/e2e/… runs the first, only tests/cdn/… the second, only
// tests/cms-auth/… the third; no path runs all three. E2E_SKIP_BUILD=1 reuses the last test build.
import { spawnSync } from "node:child_process";
import { ensureLayoutFont, findChromium } from "./find-chromium.mjs";

const env = { ...process.env, SITE_BUILD_DIR: "build-e2e" };
env.CHROMIUM_PATH = findChromium();
ensureLayoutFont();
env.E2E_PORT = process.env.E2E_PORT ?? process.env.PORT ?? "4173";
delete env.PORT;

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const paths = args.filter((arg) => /^tests\//.test(arg));
const cdnPaths = paths.filter((arg) => arg.startsWith("tests/cdn/"));
const authPaths = paths.filter((arg) => arg.startsWith("tests/cms-auth/"));
const sitePaths = paths.filter((arg) => !arg.startsWith("tests/cdn/") && !arg.startsWith("tests/cms-auth/"));
const options = args.filter((arg) => !paths.includes(arg));
const needsBuild = paths.length === 0 || sitePaths.length > 0 || cdnPaths.length > 0;

if (needsBuild && process.env.E2E_SKIP_BUILD !== "1") {
  run("node", ["scripts/content-compile.mjs"]);
  run("node", ["scripts/astro-build.mjs", "--mode", "e2e"]);
  run("npx", ["astro", "build", "--config", "astro.editor.config.ts", "--mode", "e2e"]);
}
if (paths.length === 0 || sitePaths.length > 0) run("npx", ["playwright", "test", ...sitePaths, ...options]);
if (paths.length === 0 || cdnPaths.length > 0) {
  run("npx", ["playwright", "test", "--config", "playwright.cdn.config.ts", ...cdnPaths, ...options]);
}
if (paths.length === 0 || authPaths.length > 0) {
  run("npx", ["playwright", "test", "--config", "playwright.auth.config.ts", ...authPaths, ...options]);
}
