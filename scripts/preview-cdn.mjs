// `npm run preview:cdn`: serves the built site on Cloudflare's own local runtime (`wrangler pages dev`,
// workerd), exactly as Cloudflare Pages would: its `_headers`, `_redirects`, 404 page and clean URLs.
// No account and no network: metrics, the update check and the request-metadata download are off, and
// it listens on 127.0.0.1 only.
//   node scripts/preview-cdn.mjs [--dir build/client] [--port 8788] [--inspector-port 9229] [--state name]
// PORT is honoured too (the flag wins). `--state` names the runtime's state folder, for a second one
// beside it (the content editor's build: `--dir build/editor/client --state editor`).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/**
 * A compatibility date the pinned runtime (wrangler 4.86.0 bundles workerd 1.20260426) supports. Keep it
 * at or before the date in workerd's version when wrangler is upgraded.
 */
const COMPATIBILITY_DATE = "2026-04-01";

/** Environment that keeps wrangler off the network and quiet. */
const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  // The banner is what runs the update check.
  WRANGLER_HIDE_BANNER: "true",
  // Miniflare would otherwise download the `request.cf` sample data.
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  X_LOCAL_EXPLORER: "false",
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: "build/client" },
      port: { type: "string", default: process.env.PORT ?? "8788" },
      "inspector-port": { type: "string", default: process.env.INSPECTOR_PORT ?? "9229" },
      state: { type: "string", default: "site" },
    },
  });
  const dir = path.resolve(root, values.dir);
  if (!existsSync(path.join(dir, "_headers"))) {
    console.error(`No build in ${dir}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  // wrangler keeps its local state (caches, logs) here, out of the repo's tracked files; each run
  // starts from an empty state.
  const state = path.join(root, "node_modules", ".cache", "preview-cdn", values.state.replace(/[^\w-]/g, ""));
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  const wrangler = path.join(path.dirname(fileURLToPath(import.meta.resolve("wrangler/package.json"))), "bin", "wrangler.js");
  const child = spawn(
    process.execPath,
    [
      wrangler,
      "pages",
      "dev",
      dir,
      "--ip",
      "127.0.0.1",
      "--port",
      values.port,
      "--inspector-port",
      values["inspector-port"],
      "--compatibility-date",
      COMPATIBILITY_DATE,
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    { stdio: "inherit", cwd: state, env: { ...process.env, ...OFFLINE_ENV, WRANGLER_LOG_PATH: state } },
  );
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
}
