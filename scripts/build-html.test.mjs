// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  htmlFiles,
  inlineScriptHashes,
  isNotFoundFile,
  mediaMatchesWidth,
  pageAssetUrls,
  pageJavaScript,
  pageJavaScriptOf,
  pageScriptUrls,
  reachableJavaScript,
  urlOfPageFile,
} from "./build-html.mjs";
import { dynamicImports, staticImports } from "./module-imports.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script the browser would run, once each", () => {
    const html = [
      `<script>window.a = 1;</script>`,
      `<script type="module">import "/assets/x.js";\n</script>`,
      `<script>(()=>{var e=async t=>{await(await t())()};})();</script>`,
      `<script>window.a = 1;</script>`,
      `<script type="text/javascript">b()</script>`,
      `<script type="importmap">{"imports":{}}</script>`,
      `<script>const s = "é ✓";</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/assets/x.js";\n'),
      sha("(()=>{var e=async t=>{await(await t())()};})();"),
      sha("b()"),
      sha('{"imports":{}}'),
      sha('const s = "é ✓";'),
    ]);
  });

  it("skips external scripts, data blocks and the inert content of a template", () => {
    const html =
      `<script src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script>` +
      `<script type="application/ld+json">{"@type":"Thing"}</script><script type="application/json">{}</script>` +
      `<template><script>never()</script></template>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("reads attributes that contain a > inside quotes", () => {
    expect(inlineScriptHashes(`<script data-x="a>b">go()</script>`)).toEqual([sha("go()")]);
  });
});

describe("page files", () => {
  it("serves a page file at its URL", () => {
    expect(urlOfPageFile("/index.html")).toBe("/");
    expect(urlOfPageFile("/about.html")).toBe("/about");
    expect(urlOfPageFile("/test-details/1.html")).toBe("/test-details/1");
    expect(urlOfPageFile("/services/cardiology/ecg.html")).toBe("/services/cardiology/ecg");
  });

  it("knows every 404.html for a not-found page, and nothing else", () => {
    expect(["/404.html", "/test-details/404.html", "/services/404.html", "/facilities/404.html"].every(isNotFoundFile)).toBe(true);
    expect(["/about.html", "/test-details/1404.html", "/404/index.html", "/test-details/1.html"].some(isNotFoundFile)).toBe(false);
  });
});

// What Astro writes for a page with a header island and an Add to Package island (abridged).
const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/button.D1.css"><script type="module" src="/assets/page.B3.js"></script></head>
<body><astro-island uid="a" component-url="/assets/site-header.D_.js" component-export="default" renderer-url="/assets/client.Cd.js" ssr client="load"><header>…</header></astro-island>
<main><astro-island uid="b" component-url="/assets/add-to-package.BE.js" renderer-url="/assets/client.Cd.js" before-hydration-url="/assets/before.X1.js" ssr client="load"><button>Add</button></astro-island>
<astro-island uid="c" component-url="/assets/card-list.C1.js" renderer-url="/assets/client.Cd.js" ssr client="load"><template data-astro-template="extra"><astro-island uid="d" component-url="/assets/nested.N1.js" renderer-url="/assets/client.Cd.js" ssr client="load"></astro-island></template></astro-island>
<script>(()=>{self.Astro={}})();</script><script type="application/ld+json">{"url":"/assets/not-a-script.js"}</script></main></body></html>`;

describe("pageScriptUrls", () => {
  it("names the page's scripts and each island's component, renderer and before-hydration module", () => {
    expect(pageScriptUrls(page).sort()).toEqual(
      [
        "/assets/page.B3.js",
        "/assets/site-header.D_.js",
        "/assets/client.Cd.js",
        "/assets/add-to-package.BE.js",
        "/assets/before.X1.js",
        "/assets/card-list.C1.js",
        // an island in a hydrated island's slot hydrates once its parent has rendered it
        "/assets/nested.N1.js",
      ].sort(),
    );
  });

  it("at a phone's width, leaves out an island that hydrates only on wider screens", () => {
    const desktopOnly =
      '<astro-island uid="e" component-url="/assets/callback-form.F1.js" renderer-url="/assets/client.Cd.js" ssr client="media" ' +
      'opts="{&quot;name&quot;:&quot;CallbackForm&quot;,&quot;value&quot;:&quot;(min-width: 64rem)&quot;}"></astro-island>';
    const withForm = page.replace("</main>", `${desktopOnly}</main>`);
    expect(pageScriptUrls(withForm)).toContain("/assets/callback-form.F1.js");
    expect(pageScriptUrls(withForm, { width: 1280 })).toContain("/assets/callback-form.F1.js");
    expect(pageScriptUrls(withForm, { width: 375 })).not.toContain("/assets/callback-form.F1.js");
    expect(pageScriptUrls(withForm, { width: 375 })).toContain("/assets/card-list.C1.js");
  });

  it("counts only real tags: not one in a comment, an attribute value or a script's or a title's text", () => {
    const html =
      '<!doctype html><html><head><title>a <script src="/assets/in-title.T.js"></script></title>' +
      '<!-- <script src="/assets/in-comment.C.js"></script> --><!--><script src="/assets/after-empty-comment.E.js"></script>' +
      "<script>document.write(\"<script src='/assets/in-script.S.js'><\\/script>\")</script>" +
      '<style>a::after{content:"<link rel=modulepreload href=/assets/in-style.Y.js>"}</style></head>' +
      '<body><div title="<script src=&quot;/assets/in-attribute.A.js&quot;>" data-x="a>b"><textarea><astro-island component-url="/assets/in-textarea.X.js"></textarea>' +
      '<SCRIPT SRC="/assets/upper.U.js"></SCRIPT><link rel="modulepreload" href="/assets/pre&#46;P.js" /></div></body></html>';
    expect(pageScriptUrls(html)).toEqual(["/assets/after-empty-comment.E.js", "/assets/upper.U.js", "/assets/pre.P.js"]);
  });

  it("adds the stylesheet for the page's assets", () => {
    expect(pageAssetUrls(page)).toContain("/assets/button.D1.css");
    expect(pageAssetUrls(page)).toHaveLength(8);
  });
});

describe("mediaMatchesWidth", () => {
  it("reads min-width and max-width in px, rem and em", () => {
    expect(mediaMatchesWidth("(min-width: 64rem)", 375)).toBe(false);
    expect(mediaMatchesWidth("(min-width: 64rem)", 1024)).toBe(true);
    expect(mediaMatchesWidth("(max-width: 767px)", 375)).toBe(true);
    expect(mediaMatchesWidth("(min-width: 20em) and (max-width: 40em)", 700)).toBe(false);
  });

  it("takes a query it cannot read to hold, so nothing is left out of a count by mistake", () => {
    for (const query of ["(orientation: portrait)", "(min-width: 64rem), print", "not all and (min-width: 2px)"]) {
      expect(mediaMatchesWidth(query, 375), query).toBe(true);
    }
  });
});

describe("staticImports", () => {
  it("reads the bundler's static imports and re-exports, not its dynamic imports", () => {
    const code =
      'import{t as e}from"./react.Cv.js";import"./site.DJ.js";import*as m from"./all.A1.js";export{x}from"./re.R1.js";' +
      'var n=()=>import(`./es.De.js`),o=()=>import("./chain.B1.js");' +
      'let a=this.getAttribute("component-export")||"./not-an-import.js",b=x.import"./nor-this.js";';
    expect(staticImports(code)).toEqual(["./react.Cv.js", "./site.DJ.js", "./all.A1.js", "./re.R1.js"]);
  });
});

describe("pageJavaScript", () => {
  const files = {
    "/assets/page.B3.js": "var p=1;",
    "/assets/site-header.D_.js": 'import{t as e}from"./react.Cv.js";import{n}from"./island.CJ.js";const l=()=>import(`./delivery.B1.js`);',
    "/assets/client.Cd.js": 'import{n as e,t}from"./react.Cv.js";',
    "/assets/add-to-package.BE.js": 'import{t}from"./react.Cv.js";import"./store.Ds.js";',
    "/assets/before.X1.js": "",
    "/assets/card-list.C1.js": 'import{i}from"./island.CJ.js";',
    "/assets/nested.N1.js": "",
    "/assets/react.Cv.js": "",
    "/assets/island.CJ.js": 'import{n}from"./react.Cv.js";',
    "/assets/store.Ds.js": 'import{t}from"./react.Cv.js";',
  };
  it("is every script the page names and everything they import statically, not what loads on demand", () => {
    const read = (url) => {
      if (!(url in files)) throw new Error(`read ${url}`);
      return files[url];
    };
    expect(pageJavaScript("/unused", page, { read })).toEqual(Object.keys(files).sort());
  });
});

describe("pageJavaScriptOf", () => {
  it("reads each script once for all the pages it is asked about, and answers as pageJavaScript does", () => {
    const files = {
      "/assets/a.A.js": 'import"./shared.S.js";',
      "/assets/b.B.js": 'import{s}from"./shared.S.js";',
      "/assets/shared.S.js": 'import"./react.R.js";',
      "/assets/react.R.js": "",
    };
    const reads = [];
    const read = (url) => {
      reads.push(url);
      return files[url];
    };
    const pageJavaScriptIn = pageJavaScriptOf("/unused", { read });
    expect(pageJavaScriptIn('<script type="module" src="/assets/a.A.js"></script>')).toEqual([
      "/assets/a.A.js",
      "/assets/react.R.js",
      "/assets/shared.S.js",
    ]);
    expect(pageJavaScriptIn('<script type="module" src="/assets/b.B.js"></script>')).toEqual([
      "/assets/b.B.js",
      "/assets/react.R.js",
      "/assets/shared.S.js",
    ]);
    expect(pageJavaScriptIn('<script type="module" src="/assets/a.A.js"></script>')).toEqual([
      "/assets/a.A.js",
      "/assets/react.R.js",
      "/assets/shared.S.js",
    ]);
    expect(reads.sort()).toEqual(["/assets/a.A.js", "/assets/b.B.js", "/assets/react.R.js", "/assets/shared.S.js"]);
  });
});

describe("dynamicImports and reachableJavaScript", () => {
  const files = {
    "/assets/admin.A.js": 'import{a}from"./shared.S.js";const l=()=>import(`./cpp.C.js`),m=()=>import("./yaml.Y.js"),n=()=>import(name);',
    "/assets/shared.S.js": "",
    "/assets/cpp.C.js": 'import"./grammar.G.js";',
    "/assets/yaml.Y.js": "",
    "/assets/grammar.G.js": "",
  };
  const read = (url) => files[url];

  it("finds the imports on demand the bundler named, in quotes or backticks, not a computed one", () => {
    expect(dynamicImports(files["/assets/admin.A.js"])).toEqual(["./cpp.C.js", "./yaml.Y.js"]);
    expect(dynamicImports('a.import("./x.js")')).toEqual([]);
  });

  it("follows static and on-demand imports, transitively", () => {
    expect(reachableJavaScript("/unused", ["/assets/admin.A.js"], { read })).toEqual(Object.keys(files).sort());
  });
});

describe("htmlFiles", () => {
  it("lists every HTML file but those under assets/", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dir = mkdtempSync(path.join(tmpdir(), "html-files-"));
    mkdirSync(path.join(dir, "assets"));
    for (const file of ["index.html", "about.html", "assets/x.html"]) writeFileSync(path.join(dir, file), "");
    expect(htmlFiles(dir)).toEqual(["/about.html", "/index.html"]);
    rmSync(dir, { recursive: true, force: true });
  });
});
