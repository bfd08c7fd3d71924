import path from "node:path";
import { expect, test } from "@playwright/test";
import { siteUrls } from "#app/site-urls.ts";
import { jsBrotliBudgetKb, jsTransferredBudgetKb } from "#scripts/budgets.mjs";
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

// What Lighthouse counts (and `npm run bench` holds where a page has the budget): every script the page
// fetches while it loads, the chunks it loads on demand included, as transferred: Lighthouse's Chromium
// asks a plain-http server for gzip, so this one does too (Playwright's would take brotli). My Package
// opened from a shared list at phone width, up to the list shown and the network quiet: the list shows at
// hydration from the data in its HTML, with no content loaded as script
// (docs/decisions/031-my-package-in-place.md).
test("/my-package?items=1,2,100 at 375 px: every script it fetches within its budget as transferred", async ({ browser, baseURL }) => {
  const url = "/my-package?items=1,2,100";
  const budget = jsTransferredBudgetKb(url)!;
  expect(budget).toBe(110);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 667 },
    extraHTTPHeaders: { "accept-encoding": "gzip, deflate" },
  });
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await page.waitForLoadState("networkidle");
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((r) => new URL(r.name).pathname.endsWith(".js"))
      .map((r) => ({ url: new URL(r.name).pathname, bytes: (r as PerformanceResourceTiming).transferSize })),
  );
  await context.close();
  // React's renderer, the shell, the header, the phone bar and the list, each really fetched.
  expect(scripts.length).toBeGreaterThan(5);
  for (const script of scripts) expect(script.bytes, script.url).toBeGreaterThan(0);
  const kb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  expect(kb, scripts.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KB`).join("\n")).toBeLessThanOrEqual(budget);
});

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
