// One language's `astro dev`, started by scripts/dev.mjs: `node scripts/dev-server.mjs <port>` with SITE_LOCALE
// set. Astro's own config (astro.config.ts) as a build of that language reads it, plus, for a language under a
// prefix, the Vite base "/<locale>/" (its scripts and hot-reload socket under the prefix, so one address serves
// both languages: scripts/dev-proxy.mjs) and SITE_LOCALE_BASE (astro-config/language.ts: its routes without
// the prefix, which the base adds). Dev only: a build never runs this.
import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { dev } from "astro";
import { buildLocale, DEFAULT_LOCALE } from "./locale-modules.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const locale = buildLocale();
const port = Number(process.argv[2]);
const underPrefix = locale !== DEFAULT_LOCALE;

/** The inline config of a language's dev server on `port`; `prefix` the language's ("/hi"), none for the default. */
export function devServerConfig(port, prefix) {
  return {
    root,
    server: { port, host: "127.0.0.1" },
    // The site's Content-Security-Policy (astro-config/security-policy.ts) holds the hashes of the built pages'
    // scripts, not of the dev server's own inline ones: with it, no island hydrates in dev.
    security: { csp: false },
    // "/hi/" is the Vite base's own home; the site's servers send it on to "/hi".
    ...(prefix ? { trailingSlash: "ignore" } : {}),
    vite: {
      // Each language's own optimised dependencies: one shared folder is re-optimised whenever the other starts.
      cacheDir: `node_modules/.vite/dev-${prefix ? prefix.slice(1) : "default"}`,
      ...(prefix ? { base: `${prefix}/` } : {}),
      // The proxy knows this port: fail rather than take another.
      // node_modules may be a link into another checkout (a git worktree's): Vite serves its files too.
      server: { strictPort: true, fs: { allow: [root, realpathSync(path.join(root, "node_modules"))] } },
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!Number.isInteger(port) || port <= 0) throw new Error("usage: node scripts/dev-server.mjs <port>");
  if (underPrefix && process.env.SITE_LOCALE_BASE !== `/${locale}`) throw new Error(`SITE_LOCALE_BASE must be /${locale}`);
  await dev(devServerConfig(port, underPrefix ? `/${locale}` : undefined));
  // Started by scripts/dev.mjs over IPC: gone with it, even if it was killed.
  process.on("disconnect", () => process.exit(0));
}
