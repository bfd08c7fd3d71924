// The browser suites' steps and their settings, for `npm run test:e2e` (scripts/e2e.mjs) and `npm test`
// (scripts/test.mjs), both run by scripts/test-runner.mjs. The production site is built with the test
// settings of .env.e2e into build-e2e/ (`astro build --mode e2e` of each language, scripts/astro-build.mjs)
// and, beside it, the content editor, a build of its own (astro.editor.config.ts, into build-e2e/editor/).
// Then tests/e2e/ against `npm start`'s server (playwright.config.ts), then tests/cdn/ on Cloudflare's
// own runtime, `wrangler pages dev` (playwright.cdn.config.ts). tests/cms-auth/, the editor's sign-in
// worker on the same runtime (playwright.auth.config.ts), needs no build: it runs from the start, beside
// the content compile and the builds.
// Spec paths pick the suite: only tests/e2e/… runs the first, only tests/cdn/… the second, only
// tests/cms-auth/… the third; no path runs all three. Other arguments go to every Playwright run.
import { ensureLayoutFont, findChromium, findHeadlessShell } from "./find-chromium.mjs";

/**
 * What the builds and browser suites add to the environment: build-e2e/, the Chromium found (or
 * installed, or a one-line instruction and exit; the layout font likewise), its headless shell when
 * there is one (empty when not) and E2E_PORT. `base` is the
 * run's environment without PORT, which E2E_PORT replaces.
 */
export function e2eEnv() {
  const base = { ...process.env };
  delete base.PORT;
  const CHROMIUM_PATH = findChromium();
  const CHROMIUM_HEADLESS_SHELL_PATH = findHeadlessShell() ?? "";
  ensureLayoutFont();
  const E2E_PORT = process.env.E2E_PORT ?? process.env.PORT ?? "4173";
  return { base, added: { SITE_BUILD_DIR: "build-e2e", CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH, E2E_PORT } };
}

/**
 * The steps for `args` (spec paths and Playwright options). `build: false` reuses the last test build
 * (E2E_SKIP_BUILD=1); `buildNeeds` are the steps the builds wait for (the content compile); `added`
 * is e2eEnv()'s, given to each step.
 * @returns {import("./test-runner.mjs").Step[]}
 */
export function e2eSteps(args, { added, build = true, buildNeeds = [] }) {
  const paths = args.filter((arg) => /^tests\//.test(arg));
  const cdnPaths = paths.filter((arg) => arg.startsWith("tests/cdn/"));
  const authPaths = paths.filter((arg) => arg.startsWith("tests/cms-auth/"));
  const sitePaths = paths.filter((arg) => !arg.startsWith("tests/cdn/") && !arg.startsWith("tests/cms-auth/"));
  const options = args.filter((arg) => !paths.includes(arg));
  const runSite = paths.length === 0 || sitePaths.length > 0;
  const runCdn = paths.length === 0 || cdnPaths.length > 0;
  // Each Playwright run empties its output folder when it starts: one of its own under test-results/,
  // so that suites running side by side keep each other's traces.
  const output = (suite) => ["--output", `test-results/${suite}`];
  const steps = [];
  const builds = [];
  if ((runSite || runCdn) && build) {
    builds.push("build-site", "build-editor");
    steps.push(
      { name: "build-site", command: ["node", "scripts/astro-build.mjs", "--mode", "e2e"], needs: buildNeeds, env: added },
      {
        name: "build-editor",
        command: ["npx", "astro", "build", "--config", "astro.editor.config.ts", "--mode", "e2e"],
        needs: buildNeeds,
        env: added,
      },
    );
  }
  if (runSite)
    steps.push({
      name: "e2e-site",
      command: ["npx", "playwright", "test", ...output("e2e"), ...sitePaths, ...options],
      needs: builds,
      env: added,
    });
  if (runCdn)
    steps.push({
      name: "e2e-cdn",
      command: ["npx", "playwright", "test", "--config", "playwright.cdn.config.ts", ...output("cdn"), ...cdnPaths, ...options],
      // After the site suite, not beside it: the two side by side on the busy machine made `wrangler pages
      // dev` drop connections in its URL-by-URL crawl (ECONNRESET, in both of two runs; none alone).
      needs: runSite ? ["e2e-site"] : builds,
      env: added,
    });
  if (paths.length === 0 || authPaths.length > 0)
    steps.push({
      name: "e2e-auth",
      command: ["npx", "playwright", "test", "--config", "playwright.auth.config.ts", ...output("cms-auth"), ...authPaths, ...options],
      env: added,
    });
  return steps;
}
