// The build's last steps, run by React Router's `buildEnd` hook (react-router.config.ts) once every
// page is pre-rendered, with the build directory and the mode's environment the build itself used:
// 1. every page: JavaScript is requested after the first paint (scripts/defer-hydration.mjs);
// 2. 404.html: the SPA fallback page, which both servers return with status 404 for unknown URLs; the
//    app then renders the right not-found screen for that URL in the browser;
// 3. flat page files, serve.json (the local server's config) and the static host's _headers and
//    _redirects, with a Content-Security-Policy per page (scripts/host-config.mjs);
// 4. a .br and a .gz beside every text file, for `npm start` (scripts/precompress.mjs). Last, so the
//    compressed copies hold the final HTML.
import { copyFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./build-html.mjs";
import { deferHydration } from "./defer-hydration.mjs";
import { writeHostConfig } from "./host-config.mjs";
import { precompress } from "./precompress.mjs";

/**
 * @param {{ buildDir: string, env: Record<string, string | undefined> }} options buildDir: the build
 *   directory (its client/ holds the site); env: the VITE_ settings of the build's mode.
 */
export async function finishBuild({ buildDir, env }) {
  const client = path.join(buildDir, "client");
  for (const file of htmlFiles(client)) {
    const full = path.join(client, file);
    await writeFile(full, deferHydration(await readFile(full, "utf8")));
  }
  await copyFile(path.join(client, "__spa-fallback.html"), path.join(client, "404.html"));
  const host = await writeHostConfig({ buildDir, client, env });
  const sizes = precompress(client);
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `build-end: scripts deferred, 404.html, ${host.pages} pages, serve.json, _headers (${host.rules} rules), _redirects; ` +
      `${sizes.files} text files precompressed (${kb(sizes.raw)} → br ${kb(sizes.br)}, gzip ${kb(sizes.gzip)})`,
  );
}
