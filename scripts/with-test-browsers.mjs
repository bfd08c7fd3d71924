// `node scripts/with-test-browsers.mjs [--content-compiled] <command> [args…]`: runs the command with the
// settings the test builds and the browser suites share (package.json's build:e2e:*, test:site, test:cdn,
// test:auth and test; docs/decisions/068-test-scripts.md):
// - SITE_BUILD_DIR=build-e2e, the test build's folder (built with .env.e2e's settings, `--mode e2e`);
// - CHROMIUM_PATH, the Chromium found, or installed when root on Debian; without one the run stops with a
//   one-line instruction, so the browser tests are never skipped (scripts/find-chromium.mjs, docs/testing.md);
// - CHROMIUM_HEADLESS_SHELL_PATH, its headless shell when there is one (empty when not; decision 051),
//   and the layout font checked (decision 045);
// - E2E_PORT for the suites' servers, from E2E_PORT or PORT (4173 unless set); PORT itself is removed,
//   since `npm start`'s server under test takes it from E2E_PORT;
// - with --content-compiled, CONTENT_COMPILED=1: `npm test` compiles the content once, first, and Vitest's
//   global setup then skips its own compile (vitest.global-setup.ts), which would rewrite content/generated/
//   while the test builds read it.
// The command's exit code is this script's; Ctrl-C and a stop from npm-run-all reach the command too.
import { spawn } from "node:child_process";
import { ensureLayoutFont, findChromium, findHeadlessShell } from "./find-chromium.mjs";

const args = process.argv.slice(2);
const contentCompiled = args[0] === "--content-compiled";
const [command, ...commandArgs] = contentCompiled ? args.slice(1) : args;
if (!command) {
  console.error("Usage: node scripts/with-test-browsers.mjs [--content-compiled] <command> [args…]");
  process.exit(2);
}

const env = { ...process.env };
delete env.PORT;
env.SITE_BUILD_DIR = "build-e2e";
env.CHROMIUM_PATH = findChromium();
env.CHROMIUM_HEADLESS_SHELL_PATH = findHeadlessShell() ?? "";
ensureLayoutFont();
env.E2E_PORT = process.env.E2E_PORT ?? process.env.PORT ?? "4173";
if (contentCompiled) env.CONTENT_COMPILED = "1";

const child = spawn(command, commandArgs, { env, stdio: "inherit" });
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
child.on("error", (error) => {
  console.error(`with-test-browsers: could not start ${command}: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal === "SIGINT" ? 130 : 143)));
