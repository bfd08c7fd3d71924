// After `react-router build`: make the static output servable.
// - 404.html: the SPA fallback page, which the static server returns with status 404 for unknown
//   URLs; the app then renders the right not-found screen for that URL in the browser.
// - serve.json: the static server's config (clean URLs, redirects, cache and security headers).
// sitemap.xml and robots.txt are written by the build itself (react-router.config.ts, buildEnd).
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "vite";
import { serveConfig } from "./serve-config.mjs";

const buildDir = process.env.SITE_BUILD_DIR ?? "build";
const mode = process.env.SITE_MODE ?? "production";
const client = path.resolve(buildDir, "client");
const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };

await copyFile(path.join(client, "__spa-fallback.html"), path.join(client, "404.html"));
await writeFile(path.resolve(buildDir, "serve.json"), JSON.stringify(serveConfig(env), null, 2));

console.log(`postbuild: 404.html in ${client}; serve.json in ${buildDir}`);
