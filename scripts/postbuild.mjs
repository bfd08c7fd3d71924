// After `react-router build`: make the static output servable.
// - every page: JavaScript is requested after the first paint (defer-hydration.mjs).
// - 404.html: the SPA fallback page, which the static server returns with status 404 for unknown
//   URLs; the app then renders the right not-found screen for that URL in the browser.
// - flat page files, serve.json (the local server's config) and the static host's _headers and
//   _redirects, with a Content-Security-Policy per page: scripts/host-config.mjs.
// sitemap.xml and robots.txt are written by the build itself (react-router.config.ts, buildEnd).
import { copyFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "vite";
import { deferHydration } from "./defer-hydration.mjs";
import { htmlFiles, writeHostConfig } from "./host-config.mjs";

const buildDir = process.env.SITE_BUILD_DIR ?? "build";
const mode = process.env.SITE_MODE ?? "production";
const client = path.resolve(buildDir, "client");
const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };

for (const file of await htmlFiles(client)) {
  const full = path.join(client, file);
  await writeFile(full, deferHydration(await readFile(full, "utf8")));
}
await copyFile(path.join(client, "__spa-fallback.html"), path.join(client, "404.html"));

console.log(`postbuild: 404.html in ${client}`);

const host = await writeHostConfig({ buildDir, client, env });
console.log(`postbuild: serve.json in ${buildDir}; _headers (${host.rules} rules) and _redirects in ${client}`);
