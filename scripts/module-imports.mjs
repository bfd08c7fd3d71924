// The files a built JavaScript module imports, read from its code as the bundler writes it: statically
// (what loads with it) and on demand (`import(…)`). For scripts/build-html.mjs, which follows them from
// the scripts a page names.

// Static imports and re-exports between chunks, as the bundler writes them: `import{a as b}from"./x.js"`,
// `import"./x.js"`, `import*as c from"./x.js"`, `export{d}from"./x.js"`. A dynamic `import(…)` (loaded
// on demand, e.g. on a click) has a parenthesis where these have a name, a brace or the quote; a
// keyword inside a name (`"component-export"`, `a.import`) is not one.
const STATIC_IMPORT = /(?:^|[^\w$.-])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"'\s]+\.js)["']/g;
const RE_EXPORT = /(?:^|[^\w$.-])export\s*[\w$*{}\s,]+?\s*from\s*["'](\.{1,2}\/[^"'\s]+\.js)["']/g;

/** The files a built module imports statically, as specifiers relative to it ("./x.js"), in order. */
export function staticImports(code) {
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(RE_EXPORT)].sort((a, b) => a.index - b.index).map((m) => m[1]);
}

// A dynamic import of a file the bundler named, in quotes or backticks: `import("./x.js")`. One whose
// name is computed (`import(name)`) cannot be followed.
const DYNAMIC_IMPORT = /(?:^|[^\w$.-])import\(\s*["'`](\.{1,2}\/[^"'`\s]+\.js)["'`]\s*\)/g;

/** The files a built module imports on demand, as specifiers relative to it. */
export function dynamicImports(code) {
  return [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]);
}
