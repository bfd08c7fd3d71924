import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { routeTable } from "#app/routes.ts";
import { otherLanguageUrls, siteUrls, utilityUrls } from "#app/site-urls.ts";
import {
  executedInlineScripts,
  htmlFiles,
  inlineScriptHashes,
  notFoundFiles,
  pageFiles,
  pageJavaScript,
  pageScriptUrls,
  urlOfPageFile,
} from "#scripts/build-html.mjs";
import { pageScriptSizes } from "#scripts/bundle-size.mjs";
import { PRE_HYDRATION_SCRIPT } from "#scripts/pre-hydration.mjs";
import { client } from "#tests/deploy-cases.ts";
import { allowanceFor, waitForHydration } from "./helpers.ts";

// scripts/build-html.mjs reads Astro's output for the bundle-size report and the browser tests: the
// page files and their URLs, the CSP hashes of the inline scripts, and the JavaScript each page loads.
// These checks run on the real test build, and hold its reading against the browser's own.

test.describe("the build's HTML, as scripts/build-html.mjs reads it", () => {
  const files = htmlFiles(client);

  test("every pre-rendered URL has its page file, and only the not-found pages are extra", () => {
    const urls = pageFiles(client).map(urlOfPageFile);
    // Each page in English and in Hindi, under /hi (docs/decisions/026-hindi-second-build.md).
    const englishUrls = [...siteUrls(), ...utilityUrls()];
    expect(new Set(urls)).toEqual(new Set([...englishUrls, ...otherLanguageUrls(englishUrls)]));
    const englishNotFound = routeTable.filter((route) => /(^|\/)404$/.test(route.pattern)).map((route) => `${route.pattern}.html`);
    const notFoundRoutes = [...englishNotFound, ...otherLanguageUrls(englishNotFound)];
    expect(new Set(notFoundFiles(client))).toEqual(new Set(notFoundRoutes));
    expect(files).toHaveLength(urls.length + notFoundRoutes.length);
  });

  test("no page carries every item's price or line: My Package's items are in their shards (decision 039)", () => {
    // Written by hand: CBC is item "1" at ₹299, in shard 1c (FNV-1a of "1" modulo 256 is 28).
    for (const file of ["/about.html", "/my-package.html", "/hi/about.html", "/hi/my-package.html"]) {
      const html = readFileSync(path.join(client, file), "utf8");
      expect(html, file).not.toContain("prices&quot;");
      expect(html, file).not.toContain("Complete Blood Count (CBC)");
    }
    for (const prefix of ["", "/hi"]) {
      const shard = JSON.parse(readFileSync(path.join(client, `${prefix}/my-package/items/1c.json`), "utf8")) as Record<
        string,
        { price: number; href: string }
      >;
      expect(shard["1"]).toMatchObject({ price: 299, href: "/test-details/1" });
      expect(existsSync(path.join(client, `${prefix}/my-package/items/ff.json`))).toBe(true);
    }
  });

  test("every page names scripts that exist, imports files that exist, and runs the pre-hydration script once", () => {
    expect(files.length).toBeGreaterThanOrEqual(siteUrls().length);
    // Every page file parsed (twice) from disk: the allowance grows with the number of pages.
    test.setTimeout(allowanceFor(files.length, 300));
    for (const file of files) {
      const html = readFileSync(path.join(client, file), "utf8");
      // The prefetch script, the header island's component and the React renderer, at least.
      expect(pageScriptUrls(html).length, file).toBeGreaterThan(2);
      for (const url of pageJavaScript(client, html)) expect(existsSync(path.join(client, url)), `${file}: ${url}`).toBe(true);
      const preHydration = executedInlineScripts(html).filter((text) => text === PRE_HYDRATION_SCRIPT);
      expect(preHydration, file).toHaveLength(1);
    }
  });

  test("the inline scripts and hashes are the ones the browser parses out of the page", async ({ browser, request }) => {
    // Scripts off: the document stays exactly as the browser's parser built it (hydration would add
    // and move elements).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const url of ["/", "/test-details/1", "/no-such-page", "/test-details/99999"]) {
      const html = await (await request.get(url)).text();
      await page.goto(url);
      const inBrowser = await page.evaluate(() =>
        [...document.querySelectorAll("script:not([src])")]
          .filter((script) => !/json/i.test(script.getAttribute("type") ?? ""))
          .map((script) => script.textContent ?? ""),
      );
      const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
      expect(inlineScriptHashes(html), url).toEqual([...new Set(inBrowser.map(hash))]);
    }
    await context.close();
  });

  test("the scripts the size report counts for a page are the ones the browser loads", async ({ page }) => {
    // The size report reads every page and compresses every chunk: its allowance grows with the pages.
    test.setTimeout(allowanceFor(files.length, 300));
    const requested = new Set<string>();
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) requested.add(pathname);
    });
    await page.goto("/find-test");
    await waitForHydration(page);
    const counted = pageScriptSizes(client).find((size) => size.page === "/find-test")!.files;
    expect(counted.length).toBeGreaterThan(2);
    for (const file of counted) expect(requested, file).toContain(file);
  });
});
