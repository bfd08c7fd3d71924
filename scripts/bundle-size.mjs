// The JavaScript each pre-rendered page loads on a phone before it is interactive, as both servers send
// it (brotli: the budget's measure; gzip printed beside it): the scripts the page's HTML names (each
// island's component and the React renderer; not an island that hydrates only on wider screens, the
// header's call-back form) plus everything those import statically (scripts/build-html.mjs
// `pageJavaScript`, at `PHONE_WIDTH`). Chunks loaded later on demand (a dynamic
// `import()`, e.g. the email service on a submit) are not counted; `npm run bench` measures what
// really crosses the network.
//   node scripts/bundle-size.mjs [build-dir]     prints every page, heaviest first, against its budget
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { jsBrotliBudgetKb } from "./budgets.mjs";
import { htmlFiles, pageJavaScriptOf, PHONE_WIDTH, urlOfPageFile } from "./build-html.mjs";

/**
 * Compressed size of every HTML file's initial JavaScript (KB, brotli as `brKb`, gzip as `kb`), with
 * the files counted ("/assets/x.js"), heaviest first. Not-found pages are measured too, as "/x/404".
 */
export function pageScriptSizes(clientDir) {
  const compressed = new Map();
  const sizesOf = (url) => {
    if (!compressed.has(url)) {
      const raw = readFileSync(path.join(clientDir, url));
      const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
      compressed.set(url, { gzip: gzipSync(raw, { level: 9 }).length, br: br.length });
    }
    return compressed.get(url);
  };
  const pageJavaScript = pageJavaScriptOf(clientDir);
  return htmlFiles(clientDir)
    .map((file) => {
      const files = pageJavaScript(readFileSync(path.join(clientDir, file), "utf8"), { width: PHONE_WIDTH });
      const kbOf = (encoding) => Math.round((files.reduce((sum, f) => sum + sizesOf(f)[encoding], 0) / 1024) * 10) / 10;
      return { page: urlOfPageFile(file), brKb: kbOf("br"), kb: kbOf("gzip"), files };
    })
    .sort((a, b) => b.brKb - a.brKb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = pageScriptSizes(path.resolve(process.argv[2] ?? process.env.SITE_BUILD_DIR ?? "build", "client"));
  console.table(
    sizes.map(({ page, brKb, kb, files }) => ({
      page,
      "JS KB (brotli)": brKb,
      budget: jsBrotliBudgetKb(page),
      "JS KB (gzip)": kb,
      files: files.length,
      over: brKb > jsBrotliBudgetKb(page) ? "OVER" : "",
    })),
  );
}
