// The site's Astro integration (astro.config.ts): what makes Astro's static output this site.
// - The route table (app/routes.ts) becomes Astro's routes, and `client:afterpaint` its islands' directive.
// - Before a build writes any page, the content checks run (an overdue medical review, a release build
//   with placeholder settings): the build stops with their message, so the previous deployment stays.
// - A static "adapter" that asks Astro for each page's response headers (`staticHeaders`): Astro then
//   sends each page's Content-Security-Policy, with the hashes of the inline scripts it rendered, as a
//   header instead of a <meta>, and the header plan (scripts/security-headers.mjs) is built from them.
// - When the pages are written: each page's island scripts preloaded (`withModulePreloads`),
//   sitemap.xml and robots.txt (the canonical URLs of app/site-urls.ts),
//   the patient guides (PDF), the local server's serve.json and the host's _headers and _redirects, and
//   last a .br and .gz beside every text file (scripts/precompress.mjs).
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { htmlFiles, pageJavaScriptOf, PHONE_WIDTH } from "./build-html.mjs";
import { cloudflareHeaders, cloudflareRedirects } from "./deploy-config.mjs";
import { downloadsDir, writeGuidePdfsApart } from "./download-pdfs.mjs";
import { precompress } from "./precompress.mjs";
import { editorRedirect, headerPlan, REDIRECTS } from "./security-headers.mjs";
import { serveConfig } from "./serve-config.mjs";

/** The file a page is written to with `build.format: "file"`: "/" → "/index.html", "/about" → "/about.html". */
export function pageFileOf(pathname) {
  return pathname === "/" ? "/index.html" : `${pathname.replace(/\/$/, "")}.html`;
}

/**
 * `<link rel="modulepreload">`s for the scripts a page's islands need on a phone (their modules, the
 * React renderer and everything those import), at the end of <head>. Astro's islands import their
 * modules when the parser reaches them, and each module's imports only once it has arrived: on slow 4G
 * that chain costs a round trip per level before the header can answer. The links let the browser
 * fetch the whole set at once while it paints (decision 021).
 */
export function withModulePreloads(html, scripts) {
  const links = scripts.map((src) => `<link rel="modulepreload" href="${src}" fetchpriority="low">`).join("");
  return links ? html.replace("</head>", `${links}</head>`) : html;
}

/**
 * Adds each page's module preloads (`withModulePreloads`), at the phone's width, to the page files
 * `files` under `client`; each script is read once for all of them (`pageJavaScriptOf`).
 */
async function addModulePreloads(client, files) {
  const pageJavaScript = pageJavaScriptOf(client);
  for (const file of files) {
    const full = path.join(client, file);
    const html = await readFile(full, "utf8");
    await writeFile(full, withModulePreloads(html, pageJavaScript(html, { width: PHONE_WIDTH })));
  }
}

/**
 * The language's patient guides (PDF), written by a process of their own while the build goes on with
 * its pages (docs/decisions/042-build-time-at-the-whole-menu.md); awaited before the build ends.
 */
function guidesWritten(locale, client, env) {
  const written = writeGuidePdfsApart(locale, path.join(client, downloadsDir(locale)), env);
  // Its failure is reported where it is awaited, not as an unhandled rejection before that.
  written.catch(() => {});
  return written;
}

/**
 * The file scripts/astro-build.mjs writes into a language's build folder once it has precompressed that
 * language's pages (while the default language's pages render): "ok", or what failed.
 */
export const PRECOMPRESSED_MARK = "precompressed.txt";

/** Waits for a language's pages to be precompressed beside this build (PRECOMPRESSED_MARK). */
async function precompressedBeside(localeDir) {
  const mark = path.join(localeDir, PRECOMPRESSED_MARK);
  while (!existsSync(mark)) await new Promise((resolve) => setTimeout(resolve, 200));
  const outcome = await readFile(mark, "utf8");
  if (outcome !== "ok") throw new Error(`site-build: ${outcome}`);
}

/** Where a language's build writes its pages' policies, pathname → Content-Security-Policy. */
const LOCALE_POLICIES = "locale-policies.json";

/**
 * Copies a language's build (build/locales/hi/) into the site's output: its pages (/hi.html, /hi/…) and
 * its scripts and styles (content-hashed, so a file both builds made is the same file). Returns its
 * pages' policies. A missing build is an error: the default build never ships without a language.
 */
async function takeInLocale(localeDir, client, locale) {
  let policies;
  try {
    policies = JSON.parse(await readFile(path.join(localeDir, LOCALE_POLICIES), "utf8"));
  } catch {
    throw new Error(
      `site-build: no ${locale} build in ${localeDir}; build the site with scripts/astro-build.mjs, which builds every language`,
    );
  }
  await cp(path.join(localeDir, locale), path.join(client, locale), { recursive: true });
  // The language's home page ("/hi" is hi.html beside the folder); a partial build may not have it.
  if (existsSync(path.join(localeDir, `${locale}.html`)))
    await cp(path.join(localeDir, `${locale}.html`), path.join(client, `${locale}.html`));
  await mkdir(path.join(client, "assets"), { recursive: true });
  for (const entry of await readdir(path.join(localeDir, "assets")))
    await cp(path.join(localeDir, "assets", entry), path.join(client, "assets", entry), { recursive: true, force: false });
  return Object.entries(policies);
}

/**
 * The static "adapter" both builds declare (this one and the editor's, scripts/editor-build.mjs): with
 * `staticHeaders`, Astro hands each page's Content-Security-Policy to `astro:build:generated` instead of
 * writing it as a <meta>, so the servers send it as a header.
 */
export function staticHeadersAdapter(name) {
  return {
    name,
    entrypointResolution: "auto",
    adapterFeatures: { buildOutput: "static", staticHeaders: true },
    supportedAstroFeatures: { staticOutput: "stable" },
  };
}

/** A file a static endpoint writes (app/routes.ts: My Package's item shards), not a page. */
export const isDataFile = (pathname) => pathname.endsWith(".json");

/** A not-found page: the site's own (/404) or a kind of page's (/test-details/404). */
export const isNotFoundPath = (pathname) => /(^|\/)404$/.test(pathname);

/**
 * @param {{
 *   routes: readonly { pattern: string, entrypoint: string }[],
 *   buildDir: string,
 *   contentProblems: () => string[],
 *   sitemap: () => { sitemapXml: string, robotsTxt: string },
 *   env: Record<string, unknown>,
 *   locale: string,
 *   otherLocales: readonly string[],
 *   editorOrigin: string,
 * }} options `routes` the route table's; `env` the build's VITE_* settings; `locale` the build's
 *   language; `otherLocales` the languages built before it, taken into its output; `editorOrigin` the
 *   content editor's own origin, where the site's `/admin` leads (astro.editor.config.ts).
 */
export function siteBuild({ routes, buildDir, contentProblems, sitemap, env, locale, otherLocales, editorOrigin }) {
  let pageHeaders = new Map();
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": ({ command, injectRoute, addClientDirective }) => {
        // Islands hydrate after the first contentful paint (`client:afterpaint`).
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("../app/islands/after-paint-directive.ts", import.meta.url)),
        });
        if (command === "build") {
          const problems = contentProblems();
          if (problems.length > 0) {
            console.error(problems.join("\n"));
            process.exit(1);
          }
        }
        for (const { pattern, entrypoint } of routes) injectRoute({ pattern, entrypoint, prerender: true });
      },
      "astro:config:done": ({ setAdapter }) => setAdapter(staticHeadersAdapter("site-build")),
      "astro:build:generated": ({ routeToHeaders }) => {
        // Pages only: a static endpoint's file (My Package's item shards, the search index's parts) is no page.
        pageHeaders = new Map(
          [...routeToHeaders].filter(([pathname]) => !isDataFile(pathname)).map(([pathname, { headers }]) => [pathname, headers]),
        );
      },
      "astro:build:done": async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        if (otherLocales.length === 0 && locale !== "en") {
          // A language other than the default: its pages (with their script preloads) and their
          // policies, for the default language's build to take in (docs/decisions/026-hindi-second-build.md).
          const guides = guidesWritten(locale, client, env);
          await addModulePreloads(client, htmlFiles(client));
          await guides;
          const policies = Object.fromEntries(
            [...pageHeaders].map(([pathname, headers]) => [pathname, headers.get("content-security-policy")]),
          );
          await writeFile(path.join(client, LOCALE_POLICIES), JSON.stringify(policies, null, 1));
          logger.info(`${pageHeaders.size} ${locale} pages, for the default language's build to take in`);
          return;
        }
        // Its pages come precompressed when scripts/astro-build.mjs built them (decision 042).
        const othersPrecompressed = process.env.SITE_OTHER_LOCALES_PRECOMPRESSED === "1";
        for (const other of otherLocales) {
          if (othersPrecompressed) await precompressedBeside(path.resolve(buildDir, "locales", other));
          for (const [pathname, csp] of await takeInLocale(path.resolve(buildDir, "locales", other), client, other))
            pageHeaders.set(pathname, new Map([["content-security-policy", csp]]));
        }
        const guides = guidesWritten(locale, client, env);
        const { sitemapXml, robotsTxt } = sitemap();
        await writeFile(path.join(client, "sitemap.xml"), sitemapXml);
        await writeFile(path.join(client, "robots.txt"), robotsTxt);
        await addModulePreloads(
          client,
          htmlFiles(client).filter((file) => !otherLocales.some((other) => file === `/${other}.html` || file.startsWith(`/${other}/`))),
        );
        const pdfs = await guides;

        const pages = [];
        const notFoundPages = [];
        for (const [pathname, headers] of pageHeaders) {
          const astroCsp = headers.get("content-security-policy");
          if (!astroCsp) throw new Error(`site-build: Astro gave ${pathname} no Content-Security-Policy`);
          const page = { url: pathname, file: pageFileOf(pathname), csp: astroCsp };
          (isNotFoundPath(pathname) ? notFoundPages : pages).push(page);
        }
        const plan = headerPlan({ pages, notFoundPages });
        const headers = cloudflareHeaders(plan);
        const redirects = [...REDIRECTS, editorRedirect(editorOrigin)];
        await writeFile(path.resolve(buildDir, "serve.json"), JSON.stringify(serveConfig(plan, { redirects }), null, 2));
        await writeFile(path.join(client, "_headers"), headers.text);
        await writeFile(path.join(client, "_redirects"), cloudflareRedirects(redirects));

        const inOtherLocale = (file) => otherLocales.some((other) => file.startsWith(`${path.join(client, other)}${path.sep}`));
        const sizes = await precompress(client, othersPrecompressed ? { skip: inOtherLocale } : {});
        const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
        logger.info(
          `${pages.length} pages and ${notFoundPages.length} not-found pages; sitemap.xml, robots.txt, ` +
            `${pdfs.length} guides, serve.json, _headers (${headers.rules.length} rules), _redirects; ` +
            `${sizes.files} text files precompressed (${kb(sizes.raw)} → br ${kb(sizes.br)}, gzip ${kb(sizes.gzip)})`,
        );
      },
    },
  };
}
