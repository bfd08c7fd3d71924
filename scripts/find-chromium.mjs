// Finds a Chromium for the browser tests; on Debian as root it installs Debian's `chromium` when none
// is present. It never lets the browser tests be skipped: no browser is an error.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function which(name) {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function found() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"]) {
    const path = which(name);
    if (path) return path;
  }
  return null;
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

export function findChromium() {
  let path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    path = found();
    if (path) return path;
  }
  throw new Error(
    "No Chromium browser found for the browser tests. Install Debian's `chromium` package " +
      "(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}
