// The JavaScript each pre-rendered page loads before it is interactive, gzip-compressed (the budget's
// measure; the brotli size, which both servers send, is given beside it): every script
// the page's HTML names plus everything those chunks import statically. Chunks loaded later on demand
// (dynamic `import()` inside the app, e.g. on a click) are not counted; `npm run bench` measures what
// really crosses the network.
//   node scripts/bundle-size.mjs [build-dir]     prints the heaviest pages
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { htmlFiles, pageScriptUrls, urlOfPageFile } from "./build-html.mjs";

// Static imports between chunks, as the bundler writes them: `import{a as b}from"./x.js"`, `import"./x.js"`.
const STATIC_IMPORT = /\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.\/[\w.-]+\.js)["']/g;

/** Compressed size of every page's initial JavaScript (KB, gzip as `kb`, brotli as `brKb`), heaviest first. */
export function pageScriptSizes(clientDir) {
  const assets = path.join(clientDir, "assets");
  const compressed = new Map();
  const sizesOf = (file) => {
    if (!compressed.has(file)) {
      const raw = readFileSync(path.join(assets, file));
      const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
      compressed.set(file, { gzip: gzipSync(raw).length, br: br.length });
    }
    return compressed.get(file);
  };
  const importsOf = (file) => [...readFileSync(path.join(assets, file), "utf8").matchAll(STATIC_IMPORT)].map((m) => m[1].slice(2));

  return htmlFiles(clientDir)
    .map((html) => {
      const files = new Set();
      const queue = pageScriptUrls(readFileSync(path.join(clientDir, html), "utf8")).map((url) => path.basename(url));
      while (queue.length) {
        const file = queue.pop();
        if (files.has(file)) continue;
        files.add(file);
        queue.push(...importsOf(file));
      }
      const kbOf = (encoding) => Math.round(([...files].reduce((sum, f) => sum + sizesOf(f)[encoding], 0) / 1024) * 10) / 10;
      const page = urlOfPageFile(html);
      return { page, kb: kbOf("gzip"), brKb: kbOf("br"), files: [...files].sort() };
    })
    .sort((a, b) => b.kb - a.kb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = pageScriptSizes(path.resolve(process.argv[2] ?? "build", "client"));
  console.table(sizes.slice(0, 15).map(({ page, kb, brKb, files }) => ({ page, "JS KB (gzip)": kb, "JS KB (brotli)": brKb, chunks: files.length })));
}
