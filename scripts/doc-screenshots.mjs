// `npm run docs:screenshots`: takes the staff guide's pictures of the content editor again
// (docs/images/editing/, shown in docs/editing.md), for when the editor or its fields change. Not part
// of `npm test`: it builds the editor with the test settings into build-e2e/editor/ as `npm run build:e2e`
// does (E2E_SKIP_BUILD=1 reuses the last test build), then runs tests/doc-screenshots/ in Chromium
// (playwright.docs.config.ts), which writes the pictures. Check them, then commit them.
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

const env = { ...process.env, SITE_BUILD_DIR: "build-e2e", CHROMIUM_PATH: findChromium() };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.E2E_SKIP_BUILD !== "1") {
  run("node", ["scripts/content-compile.mjs"]);
  run("npx", ["astro", "build", "--config", "astro.editor.config.ts", "--mode", "e2e"]);
}
run("npx", ["playwright", "test", "--config", "playwright.docs.config.ts", ...process.argv.slice(2)]);
