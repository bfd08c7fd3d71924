// Finds a Chromium for the browser tests, screenshots, share images and the bench. The supported ways to
// provide one (README "Browser for the tests"), in the order they are tried:
//   1. CHROMIUM_PATH=/path/to/chrome
//   2. a system package on the PATH (Debian's `chromium`, `chromium-browser`, Google Chrome)
//   3. Playwright's own download (`npx playwright install chromium`)
// As a convenience, root on Debian gets Debian's `chromium` installed with apt-get. No browser is never a
// reason to skip the browser tests: it stops the run with a one-line instruction (no stack trace).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium as playwrightChromium } from "playwright-core";

const INSTRUCTION =
  "No Chromium found for the browser tests: run `npx playwright install chromium`, install your system's " +
  "chromium package, or set CHROMIUM_PATH to a Chromium/Chrome binary (README \"Browser for the tests\").";

function which(name) {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function playwrightDownload() {
  try {
    const path = playwrightChromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function found() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  for (const name of ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"]) {
    const path = which(name);
    if (path) return path;
  }
  return playwrightDownload();
}

/** Stops the process with the one-line instruction: the caller is a command-line script. */
function stop(message) {
  console.error(message);
  process.exit(1);
}

/** The flags every headless Chromium here runs with (tests, screenshots, share images, the bench): the
 * machine has no GPU and a closed network, so background networking and updates stay off. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The path of a Chromium binary; without one, the process stops with a one-line instruction. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    stop(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist. ${INSTRUCTION}`);
  }
  let path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get)…");
    try {
      execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    } catch {
      // apt-get said why on the terminal; the instruction below says what else works.
    }
    path = found();
    if (path) return path;
  }
  return stop(INSTRUCTION);
}
