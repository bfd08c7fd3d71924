// A step of the build's end (scripts/build-end.mjs): make the pre-rendered pages servable with their
// own headers, by the local production server and by the static host.
// 1. Flat page files: `about/index.html` becomes `about.html` (served at /about by both servers; the
//    static host would redirect /about to /about/ for a folder index).
// 2. The header plan from scripts/security-headers.mjs: each page's CSP hashes its inline scripts.
// 3. build/serve.json (local server) and build/client/_headers + _redirects (Cloudflare Pages).
import { readdir, readFile, rename, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles, NON_PAGE_FILES, urlOfPageFile } from "./build-html.mjs";
import { cloudflareHeaders, cloudflareRedirects } from "./deploy-config.mjs";
import { headerPlan } from "./security-headers.mjs";
import { serveConfig } from "./serve-config.mjs";

async function exists(file) {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** `x/index.html` → `x.html` for every page but the home page. Running it twice changes nothing. */
export async function flattenPages(client) {
  for (const file of htmlFiles(client)) {
    if (file === "/index.html" || path.posix.basename(file) !== "index.html") continue;
    const folder = path.posix.dirname(file);
    const target = path.join(client, `${folder}.html`);
    if (await exists(target)) throw new Error(`host-config: both ${file} and ${folder}.html exist`);
    await rename(path.join(client, file), target);
    const left = await readdir(path.join(client, folder));
    if (left.length === 0) await rmdir(path.join(client, folder));
  }
}

export async function writeHostConfig({ buildDir, client, env }) {
  await flattenPages(client);
  const read = async (file) => ({ file, html: await readFile(path.join(client, file), "utf8") });
  const files = await Promise.all(htmlFiles(client).map(read));
  const pages = files.filter(({ file }) => !NON_PAGE_FILES.includes(file)).map((f) => ({ ...f, url: urlOfPageFile(f.file) }));
  const others = files.filter(({ file }) => NON_PAGE_FILES.includes(file));
  const notFound = others.find(({ file }) => file === "/404.html");
  if (!notFound) throw new Error("host-config: build/client/404.html is missing");

  const plan = headerPlan({ pages, others, notFoundHtml: notFound.html, env });
  const headers = cloudflareHeaders(plan);
  await writeFile(path.resolve(buildDir, "serve.json"), JSON.stringify(serveConfig(plan), null, 2));
  await writeFile(path.join(client, "_headers"), headers.text);
  await writeFile(path.join(client, "_redirects"), cloudflareRedirects());
  return { pages: pages.length, rules: headers.rules.length };
}
