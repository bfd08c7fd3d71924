// `npm run test:e2e [-- playwright args]`: builds the production site with the test settings of
// .env.e2e into build-e2e/, then runs the Playwright specs against it, served by `npm start`'s server.
// E2E_SKIP_BUILD=1 reuses the last test build.
import { spawnSync } from "node:child_process";
import { findChromium } from "./find-chromium.mjs";

const env = { ...process.env, SITE_BUILD_DIR: "build-e2e", SITE_MODE: "e2e" };
env.CHROMIUM_PATH = findChromium();
env.E2E_PORT = process.env.E2E_PORT ?? process.env.PORT ?? "4173";
delete env.PORT;

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.E2E_SKIP_BUILD !== "1") {
  run("npx", ["react-router", "build", "--mode", "e2e"]);
  run("node", ["scripts/postbuild.mjs"]);
}
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
