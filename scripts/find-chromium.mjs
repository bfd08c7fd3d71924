// Finds a Chromium for the browser tests, screenshots, share images and the bench. The supported ways to
// provide one (docs/testing.md, "Browser for the tests"), in the order they are tried:
//   1. CHROMIUM_PATH=/path/to/chrome
//   2. a system package on the PATH (Debian's `chromium`, `chromium-browser`, Google Chrome)
//   3. Playwright's own download (`npx playwright install chromium`)
// As a convenience, root on Debian gets Debian's `chromium` installed with apt-get. No browser is never a
// reason to skip the browser tests: it stops the run with a one-line instruction (no stack trace).
// The browser tests also look for Chromium's headless shell (`findHeadlessShell`), and run in it where
// they can: the same Blink and V8 without the browser's own UI, the build Playwright itself runs headless
// tests in, it loads a page in about half the time (docs/decisions/051-tests-in-the-headless-shell.md).
// The browser tests also need the sans-serif font their layout budgets are measured in (`ensureLayoutFont`).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium as playwrightChromium } from "playwright-core";

const INSTRUCTION =
  "No Chromium found for the browser tests: run `npx playwright install chromium`, install your system's " +
  'chromium package, or set CHROMIUM_PATH to a Chromium/Chrome binary (docs/testing.md, "Browser for the tests").';

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

const isRootOnDebian = () => typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/etc/debian_version");

/** Installs a Debian package with apt-get (root on Debian only); apt-get says on the terminal why it could not. */
function aptInstall(debianPackage, why) {
  console.log(`${why}: installing Debian's ${debianPackage} package (apt-get)…`);
  try {
    execSync(
      `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage} || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage})`,
      { stdio: "inherit" },
    );
  } catch {
    // apt-get said why on the terminal; the caller falls back or says what else works.
  }
}

/** The path of a Chromium binary; without one, the process stops with a one-line instruction. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
    stop(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist. ${INSTRUCTION}`);
  }
  let path = found();
  if (path) return path;
  if (isRootOnDebian()) {
    aptInstall("chromium", "No Chromium found");
    path = found();
    if (path) return path;
  }
  return stop(INSTRUCTION);
}

/**
 * The path of Chromium's headless shell (CHROMIUM_HEADLESS_SHELL_PATH, else `chromium-headless-shell` on
 * the PATH, which root on Debian gets installed), or null: the browser tests then run in the full Chromium.
 */
export function findHeadlessShell() {
  const given = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (given) return existsSync(given) ? given : stop(`CHROMIUM_HEADLESS_SHELL_PATH is set to ${given}, which does not exist.`);
  if (!which("chromium-headless-shell") && isRootOnDebian()) aptInstall("chromium-headless-shell", "No Chromium headless shell found");
  return which("chromium-headless-shell");
}

/**
 * The binary a browser test runs in (the Playwright configs): the headless shell that e2eEnv found, else
 * the full Chromium. The few tests of what only the full browser does run in CHROMIUM_PATH.
 */
export function testBrowserPath(env = process.env) {
  return env.CHROMIUM_HEADLESS_SHELL_PATH || fullBrowserPath(env);
}

/** The full Chromium the run found (CHROMIUM_PATH), for the tests of what only the full browser does. */
export function fullBrowserPath(env = process.env) {
  return env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** The sans-serif the page-height and list-density budgets are measured in (docs/decisions/045-layout-budgets-in-noto-sans.md). */
const LAYOUT_FONT = { family: "Noto Sans", debianPackage: "fonts-noto-core" };

/** The family fontconfig gives for `sans-serif`, which Chromium on Linux draws `system-ui` with; null without fontconfig. */
function sansSerifFamily() {
  const result = spawnSync("fc-match", ["-f", "%{family}", "sans-serif"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * On Linux, makes sure Chromium draws the site's Latin text (the system font stack, app/app.css) in Noto
 * Sans: a machine with only DejaVu Sans, whose letters are wider, makes every page taller (the home page
 * 6,736 → 7,021 px at 375 px) and fails the height budgets for a reason that is not the site's. Root on
 * Debian gets the font package installed; anywhere else the run stops with a one-line instruction.
 */
export function ensureLayoutFont() {
  if (process.platform !== "linux") return;
  const family = sansSerifFamily();
  if (family === null || family.includes(LAYOUT_FONT.family)) return;
  if (isRootOnDebian()) {
    aptInstall(LAYOUT_FONT.debianPackage, `The system's sans-serif is ${family}`);
    if (sansSerifFamily()?.includes(LAYOUT_FONT.family)) return;
  }
  stop(
    `The browser tests measure page layouts in ${LAYOUT_FONT.family}, and this machine's sans-serif is ${family}: install ` +
      `the ${LAYOUT_FONT.family} font (Debian/Ubuntu: apt-get install ${LAYOUT_FONT.debianPackage}) (docs/testing.md, "Browser for the tests").`,
  );
}
