// The one owner of what Astro's pre-rendered output looks like, its HTML read with a real HTML parser
// (parse5, the WHATWG algorithm browsers use), so every script that reads the build agrees with the
// browser about where a script starts and ends and what text it hashes:
// - which files in build/client are pages (`build.format: "file"`: "/about.html", "/index.html",
//   "/test-details/1.html"), which are not-found pages (every "404.html": the servers answer an unknown
//   URL with the nearest one above it), and the URL each page is served at;
// - the inline scripts a browser executes, and their CSP hashes (the browser tests hold each page's
//   policy to them);
// - the JavaScript a page loads before it is interactive: the scripts its HTML names (<script src>,
//   and each island's component, renderer and before-hydration module) and every file those import
//   statically, read from the built files themselves (scripts/bundle-size.mjs, the browser tests). The
//   build asks this of every page, so the tags come from a scan in the tokenizer's terms and only they
//   are parsed (decision 042).
// The tag scan is scripts/html-tag-scan.mjs; the imports of a built module, scripts/module-imports.mjs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { scriptTagsOf } from "./html-tag-scan.mjs";
import { dynamicImports, staticImports } from "./module-imports.mjs";

/** Every HTML file of the site under `dir` (not in assets/), as "/a/b.html". */
export function htmlFiles(dir, prefix = "") {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (prefix === "" && entry.name === "assets") continue;
      found.push(...htmlFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    } else if (entry.name.endsWith(".html")) {
      found.push(`${prefix}/${entry.name}`);
    }
  }
  return found.sort();
}

/**
 * A not-found page ("/404.html", "/test-details/404.html"): sent with status 404 for unknown URLs
 * below its folder, not a page of its own URL.
 */
export const isNotFoundFile = (file) => path.posix.basename(file) === "404.html";

/** The HTML files under `dir` that are pages of their own URL. */
export const pageFiles = (dir) => htmlFiles(dir).filter((file) => !isNotFoundFile(file));

/** The not-found pages under `dir`. */
export const notFoundFiles = (dir) => htmlFiles(dir).filter(isNotFoundFile);

/** The URL a page file is served at: "/index.html" → "/", "/about.html" → "/about". */
export function urlOfPageFile(file) {
  if (file === "/index.html") return "/";
  return file.replace(/\/index\.html$/, "").replace(/\.html$/, "");
}

/**
 * The document's elements in document order. A <template>'s content (parse5 keeps it in `.content`)
 * is inert, so it is left out unless `templates` is set: Astro writes a hydrated island's slots into
 * <template data-astro-template>, and islands in there hydrate once their parent has rendered them.
 */
function* elements(node, templates) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child, templates);
    if (templates && child.content) yield* elements(child.content, templates);
  }
}

const attribute = (element, name) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (element) => element.childNodes.map((child) => child.value ?? "").join("");
const parseElements = (html, { templates = false } = {}) => [...elements(parse(html), templates)];

// A speculation-rules block is not JSON data to CSP: an inline one is allowed like an inline script.
const NON_SCRIPT_TYPES = /^(application\/(ld\+)?json|text\/template|text\/x-template)$/i;

/**
 * The text of every inline script a browser would execute in this HTML: no `src`, and a classic,
 * module or importmap type (JSON data blocks are data; CSP does not apply to them). The text is the one
 * the browser hashes: exactly what stands between the tags, after the parser's newline normalisation.
 */
export function executedInlineScripts(html) {
  return parseElements(html)
    .filter((el) => el.tagName === "script" && attribute(el, "src") === undefined)
    .filter((el) => !NON_SCRIPT_TYPES.test((attribute(el, "type") ?? "").trim()))
    .map(textOf);
}

/** The sha256 CSP sources ('sha256-…') of the inline scripts a browser executes, without repeats. */
export function inlineScriptHashes(html) {
  const hash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  return [...new Set(executedInlineScripts(html).map(hash))];
}

/** The attributes of an <astro-island> that name a module its runtime imports to hydrate it. */
const ISLAND_MODULES = ["component-url", "renderer-url", "before-hydration-url"];

/** The width of the phone the budgets are for (scripts/budgets.mjs), in CSS pixels. */
export const PHONE_WIDTH = 375;

/**
 * Whether a media query of `min-width`/`max-width` conditions (px, rem or em; 1rem = 16px) holds at a
 * viewport `width`; anything else is taken to hold, so a script is never left out of a count by mistake.
 */
export function mediaMatchesWidth(query, width) {
  const conditions = [...String(query).matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
  if (conditions.length === 0 || /\bor\b|,|not\b/.test(query)) return true;
  return conditions.every(([, side, value, unit]) => {
    const px = Number(value) * (unit === "px" ? 1 : 16);
    return side === "min" ? width >= px : width <= px;
  });
}

/** An island that hydrates only at some widths (`client:media`) and not at `width`. */
function islandSkippedAt(el, width) {
  if (width === undefined || attribute(el, "client") !== "media") return false;
  try {
    return !mediaMatchesWidth(JSON.parse(attribute(el, "opts") ?? "{}").value, width);
  } catch {
    return false;
  }
}

/**
 * The JavaScript files (as "/assets/x.js") a page's HTML names: <script src>, <link rel="modulepreload">
 * and each island's modules; given a viewport `width`, only the islands that hydrate at that width (the
 * header's call-back form hydrates from 1024 px, `client:media`). Not what those files import in turn:
 * `pageJavaScript` adds that.
 */
export function pageScriptUrls(html, { width } = {}) {
  const urls = new Set();
  for (const el of parseElements(scriptTagsOf(html))) {
    if (el.tagName === "script") urls.add(attribute(el, "src"));
    else if (el.tagName === "link" && attribute(el, "rel") === "modulepreload") urls.add(attribute(el, "href"));
    else if (el.tagName === "astro-island" && !islandSkippedAt(el, width)) for (const name of ISLAND_MODULES) urls.add(attribute(el, name));
  }
  return [...urls].filter((url) => url && /^\/assets\/[^/]+\.js$/.test(url));
}

/** The stylesheets a page links, in order. */
export function stylesheetUrls(html) {
  return [...parseElements(html)]
    .filter((el) => el.tagName === "link" && attribute(el, "rel") === "stylesheet")
    .map((el) => attribute(el, "href"))
    .filter(Boolean);
}

/** Asset URLs (stylesheets and scripts under /assets/) a page's HTML names. */
export function pageAssetUrls(html) {
  const urls = new Set(pageScriptUrls(html));
  for (const el of parseElements(html)) {
    if (el.tagName === "link" && attribute(el, "rel") === "stylesheet") urls.add(attribute(el, "href"));
  }
  return [...urls].filter((url) => url?.startsWith("/assets/"));
}

/**
 * Every JavaScript file (as "/assets/x.js") the scripts `urls` can load: what they import, statically
 * and on demand, transitively (tests/e2e/content-in-browser.spec.ts: no page-only text in them).
 */
export function reachableJavaScript(clientDir, urls, { read = (file) => readFileSync(path.join(clientDir, file), "utf8") } = {}) {
  const files = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.pop();
    if (files.has(url)) continue;
    files.add(url);
    const code = read(url);
    for (const specifier of [...staticImports(code), ...dynamicImports(code)])
      queue.push(path.posix.resolve(path.posix.dirname(url), specifier));
  }
  return [...files].sort();
}

/**
 * Every JavaScript file (as "/assets/x.js") a page loads before it is interactive: the scripts its HTML
 * names (at a viewport `width`, if given) and, read from the files under `clientDir`, everything they
 * import statically, transitively. Sorted by name.
 */
export function pageJavaScript(clientDir, html, { width, read } = {}) {
  return pageJavaScriptOf(clientDir, { read })(html, { width });
}

/**
 * `pageJavaScript` for many pages of one build: each script is read and its imports scanned once, however
 * many pages load it (the build adds every page's preloads, thousands of pages at the whole menu;
 * docs/decisions/042-build-time-at-the-whole-menu.md). For a finished build: the files must not change
 * while it is used.
 */
export function pageJavaScriptOf(clientDir, { read = (file) => readFileSync(path.join(clientDir, file), "utf8") } = {}) {
  const importsOf = new Map();
  const imports = (url) => {
    let found = importsOf.get(url);
    if (!found) {
      found = staticImports(read(url)).map((specifier) => path.posix.resolve(path.posix.dirname(url), specifier));
      importsOf.set(url, found);
    }
    return found;
  };
  return (html, { width } = {}) => {
    const files = new Set();
    const queue = pageScriptUrls(html, { width });
    while (queue.length > 0) {
      const url = queue.pop();
      if (files.has(url)) continue;
      files.add(url);
      queue.push(...imports(url));
    }
    return [...files].sort();
  };
}
