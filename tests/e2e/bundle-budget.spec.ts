import path from "node:path";
import { expect, test } from "@playwright/test";
import { localePath } from "#app/domain/locale-paths.ts";
import { siteUrls } from "#app/site-urls.ts";
import { BUDGETS, jsBrotliBudgetKb, jsTransferredBudgetKb } from "#scripts/budgets.mjs";
import { pageScriptUrls } from "#scripts/build-html.mjs";
import { pageScriptSizes } from "#scripts/bundle-size.mjs";
import { readBuiltPage } from "./built-pages.ts";
import { allowanceFor, collectPageErrors, waitForHydration } from "./helpers.ts";
import { find, findAll, parseHtml } from "./html-tree.ts";

// The JavaScript budget of `npm run bench`, held on every pre-rendered page of the production build, so
// a heavy dependency or an island too many fails `npm test` and not only the benchmark: the brotli size
// of what a page loads before it is interactive (scripts/bundle-size.mjs), against the page's budget
// (scripts/budgets.mjs).
const client = path.resolve(process.env.SITE_BUILD_DIR ?? "build-e2e", "client");

test.describe("bundle budget", () => {
  // Measured when a test first needs it, not when the file is loaded (which every run does, in the
  // main process too): every page read and every chunk compressed, with an allowance that grows with
  // the number of pages. One worker measures once for both tests.
  test.describe.configure({ mode: "default", timeout: allowanceFor(siteUrls().length, 300) });
  let sizesOnce: ReturnType<typeof pageScriptSizes> | undefined;
  const pageSizes = () => (sizesOnce ??= pageScriptSizes(client));

  test("measures every pre-rendered page, React's renderer and the header island included", () => {
    const sizes = pageSizes();
    const measured = new Set(sizes.map((s) => s.page));
    expect(siteUrls().length).toBeGreaterThan(90);
    for (const url of siteUrls()) expect(measured, url).toContain(url);
    const home = sizes.find((s) => s.page === "/")!;
    // The home page's header island: its component and the React renderer that hydrates it, as its
    // <astro-island> names them, are among the files counted.
    const html = readBuiltPage("/");
    const islands = findAll(parseHtml(html), (el) => el.tag === "astro-island");
    const headerIsland = islands.find((el) => find(el, (child) => child.tag === "nav" && child.attrs["aria-label"] === "Main"));
    const header = headerIsland?.attrs["component-url"];
    const renderer = headerIsland?.attrs["renderer-url"];
    expect(renderer).toMatch(/^\/assets\/client\.[\w-]+\.js$/);
    expect(header).toMatch(/^\/assets\/header-bar\.[\w-]+\.js$/);
    expect(pageScriptUrls(html)).toEqual(expect.arrayContaining([renderer, header]));
    expect(home.files).toEqual(expect.arrayContaining([renderer, header]));
    expect(home.brKb).toBeGreaterThan(55); // React DOM alone is ~57 KB: the sum is real, not empty
  });

  test("every page loads at most its budget of JavaScript as sent (brotli)", () => {
    const sizes = pageSizes();
    expect(sizes.length).toBeGreaterThanOrEqual(siteUrls().length);
    const over = sizes
      .filter((s) => s.brKb > jsBrotliBudgetKb(s.page))
      .map((s) => `${s.page}: ${s.brKb} KB brotli (${s.kb} KB gzip), budget ${jsBrotliBudgetKb(s.page)} KB`);
    expect(over, `over budget:\n${over.join("\n")}`).toEqual([]);
  });
});

// What Lighthouse's mobile run counts as a page's script (and `npm run bench` holds): every script the
// page fetches while it loads, the chunks it loads on demand included, each as transferred (its response
// headers and its compressed body). Chromium asks this server, on 127.0.0.1, for brotli, as Lighthouse's
// Chromium asks `npm start`'s. At Lighthouse's phone width, up to every island hydrated and the network
// quiet; each page kind of `jsTransferredKb`, in both languages (docs/decisions/064-fewer-script-files.md).
// My Package is opened from a shared list: it shows the list at hydration from the data in its HTML, with
// no content loaded as script (docs/decisions/031-my-package-in-place.md).
const SCRIPT_WEIGHT_URLS = [
  "/find-test",
  "/contact-us",
  "/my-package?items=1,2,100",
  "/test-details/2",
  "/package-details/100",
  "/services/pathology/blood-tests",
  "/blog",
  "/",
];

test("every page kind with a budget is measured as Lighthouse counts its scripts", () => {
  expect(SCRIPT_WEIGHT_URLS.map((url) => url.split("?")[0])).toEqual(Object.keys(BUDGETS.jsTransferredKb));
});

for (const url of SCRIPT_WEIGHT_URLS) {
  test(`${url} at 412 px, in both languages: every script it fetches within ${jsTransferredBudgetKb(url)} KB as transferred`, async ({
    browser,
    baseURL,
  }) => {
    const budget = jsTransferredBudgetKb(url)!;
    expect(budget).toBeGreaterThan(60);
    for (const pageUrl of [url, localePath("/hi", url)]) {
      // A context of its own for each load: nothing cached, as in Lighthouse's run.
      const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        scripts.push(
          request
            .sizes()
            .then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseHeadersSize + sizes.responseBodySize })),
        );
      });
      await page.goto(pageUrl);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const sizes = await Promise.all(scripts);
      await context.close();
      // React's renderer with what every page runs, the header's and the phone bar's islands, the page's own.
      expect(sizes.length, pageUrl).toBeGreaterThan(3);
      for (const script of sizes) expect(script.bytes, script.url).toBeGreaterThan(0);
      const kb = sizes.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      expect(kb, `${pageUrl}:\n${sizes.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KB`).join("\n")}`).toBeLessThanOrEqual(budget);
    }
  });
}

// Render first, then hydrate (decisions 007 and 021): each island's scripts are requested as soon as the
// HTML names them, so they are on their way while the page paints, and React hydrates the islands only
// after the first contentful paint (`client:afterpaint`, app/islands/after-paint-directive.ts), so a
// script never holds the first paint back.
test.describe("render first, then hydrate", () => {
  for (const url of ["/", "/find-test", "/contact-us"]) {
    test(`${url}: the scripts are requested before the first contentful paint and run only after it`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(url);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        const scripts = performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".js"));
        const renderer = scripts.find((r) => /\/assets\/client\.[\w-]+\.js$/.test(r.name));
        const start = performance.getEntriesByName("hydration-start")[0]?.startTime ?? Number.NaN;
        return { fcp, start, scripts: scripts.length, rendererRequested: renderer?.startTime ?? Number.NaN };
      });
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.rendererRequested).toBeLessThanOrEqual(timing.fcp);
      expect(timing.fcp).toBeLessThanOrEqual(timing.start);
      expect(errors).toEqual([]);
    });
  }
});
