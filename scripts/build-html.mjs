// The one owner of what React Router's pre-rendered HTML looks like, read with a real HTML parser
// (parse5, the WHATWG algorithm browsers use), so every script that reads the build agrees with the
// browser about where a script starts and ends and what text it hashes:
// - which files in build/client are pages, and the URL each is served at;
// - the module bootstrap React Router writes at the end of <body> and its <link rel="modulepreload">s
//   (rewritten by scripts/defer-hydration.mjs);
// - the inline scripts a browser executes, and their CSP hashes (scripts/security-headers.mjs);
// - the JavaScript files a page loads (scripts/bundle-size.mjs).
// Used by the build's last steps (scripts/build-end.mjs), the bundle-size report and the browser tests.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";

/** HTML files in build/client that are not pages of their own URL. */
export const NON_PAGE_FILES = ["/404.html", "/__spa-fallback.html"];

/** Every HTML file under `dir` (not in assets/), as "/a/b.html". */
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

/** The URL a page file is served at: "/index.html" → "/", "/about.html" and "/about/index.html" → "/about". */
export function urlOfPageFile(file) {
  if (file === "/index.html") return "/";
  return file.replace(/\/index\.html$/, "").replace(/\.html$/, "");
}

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    // A <template>'s content (parse5 keeps it in `.content`) is inert: its scripts never run.
    yield* elements(child);
  }
}

const attribute = (element, name) => element.attrs.find((a) => a.name === name)?.value;
const textOf = (element) => element.childNodes.map((child) => child.value ?? "").join("");

/** The parsed document's elements, in document order, with their source offsets. */
function parseElements(html) {
  return [...elements(parse(html, { sourceCodeLocationInfo: true }))];
}

const NON_SCRIPT_TYPES = /^(application\/(ld\+)?json|text\/template|text\/x-template|speculationrules)$/i;

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

const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;

/**
 * React Router's module bootstrap in a page, as it writes it:
 *   <head>… one <link rel="modulepreload" href="/assets/…"> per chunk …</head>
 *   <body>… <script type="module" async="">import "/assets/manifest-….js";
 *   import * as route0 from "/assets/root-….js"; …
 *   window.__reactRouterRouteModules = {…};
 *   import("/assets/entry.client-….js");</script></body>
 * Returns the preload hrefs, the bootstrap's static imports (in order) and its other statements, and
 * `replace(code, options)`: the HTML with the bootstrap replaced by `<script type="module">code</script>`
 * and the preload links removed, or, with `lowPriorityPreloads`, kept with `fetchpriority="low"`; a
 * `headScript` is written as a classic inline script at the end of <head>: after everything React
 * rendered there, so that hydration, which pairs React's own inline scripts in <head> (the JSON-LD)
 * with the page's in order, does not take it for one of them; still before any of <body> exists.
 * Null when the page has no such bootstrap.
 */
export function moduleBootstrap(html) {
  const all = parseElements(html);
  const preloadLinks = all.filter((el) => el.tagName === "link" && attribute(el, "rel") === "modulepreload");
  const script = all.find(
    (el) => el.tagName === "script" && attribute(el, "type") === "module" && attribute(el, "async") !== undefined && attribute(el, "src") === undefined,
  );
  if (!script || preloadLinks.length === 0) return null;

  const imports = [];
  const statements = [];
  for (const line of textOf(script).split("\n").map((l) => l.trim()).filter(Boolean)) {
    const m = line.match(STATIC_IMPORT);
    if (m) imports.push({ name: m[1] ?? null, href: m[2] });
    else if (line.startsWith("import ")) throw new Error(`build-html: unexpected import in the bootstrap: ${line}`);
    else statements.push(line);
  }
  const head = all.find((el) => el.tagName === "head");
  const cuts = [...preloadLinks, script]
    .map((el) => ({ el, start: el.sourceCodeLocation.startOffset, end: el.sourceCodeLocation.endOffset }))
    .sort((a, b) => b.start - a.start);
  return {
    preloads: preloadLinks.map((el) => attribute(el, "href")),
    imports,
    statements,
    replace(code, { lowPriorityPreloads = false, headScript } = {}) {
      const link = (el) =>
        lowPriorityPreloads ? `<link rel="modulepreload" href="${attribute(el, "href")}" fetchpriority="low"/>` : "";
      const edits = cuts.map(({ el, start, end }) => ({ start, end, text: el === script ? `<script type="module">${code}</script>` : link(el) }));
      if (headScript !== undefined) {
        const at = head?.sourceCodeLocation?.endTag?.startOffset;
        if (at === undefined) throw new Error("build-html: no </head> to put the head script before");
        edits.push({ start: at, end: at, text: `<script>${headScript}</script>` });
      }
      let out = html;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, start) + text + out.slice(end);
      }
      return out;
    },
  };
}

const ASSET_SCRIPT = /["'](\/assets\/[\w.-]+\.js)["']/g;

/**
 * The JavaScript files (as "/assets/x.js") a page names: <script src>, <link rel="modulepreload">, and
 * the quoted asset paths inside its inline module scripts (the bootstrap's imports).
 */
export function pageScriptUrls(html) {
  const urls = new Set();
  for (const el of parseElements(html)) {
    if (el.tagName === "script") {
      const src = attribute(el, "src");
      if (src) urls.add(src);
      else for (const m of textOf(el).matchAll(ASSET_SCRIPT)) urls.add(m[1]);
    } else if (el.tagName === "link" && attribute(el, "rel") === "modulepreload") {
      urls.add(attribute(el, "href"));
    }
  }
  return [...urls].filter((url) => /^\/assets\/[^/]+\.js$/.test(url));
}

/** Asset URLs (stylesheets and scripts under /assets/) a page names in its markup and bootstrap. */
export function pageAssetUrls(html) {
  const urls = new Set(pageScriptUrls(html));
  for (const el of parseElements(html)) {
    if (el.tagName === "link" && attribute(el, "rel") === "stylesheet") urls.add(attribute(el, "href"));
  }
  return [...urls].filter((url) => url?.startsWith("/assets/"));
}
