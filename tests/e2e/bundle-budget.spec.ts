import path from "node:path";
import { expect, test } from "@playwright/test";
import { siteUrls } from "~/site-urls";
import { BUDGETS } from "../../scripts/budgets.mjs";
import { pageScriptSizes } from "../../scripts/bundle-size.mjs";
import { allowanceFor, collectPageErrors, waitForHydration } from "./helpers";

// The JavaScript budget of `npm run bench`, held on every pre-rendered page of the production build, so
// a heavy dependency fails `npm test` and not only the benchmark.
const client = path.resolve(process.env.SITE_BUILD_DIR ?? "build-e2e", "client");

test.describe("bundle budget", () => {
  // Measured when a test first needs it, not when the file is loaded (which every run does, in the
  // main process too): every page read and every chunk compressed, with an allowance that grows with
  // the number of pages. One worker measures once for both tests.
  test.describe.configure({ mode: "default", timeout: allowanceFor(siteUrls().length, 300) });
  let sizesOnce: ReturnType<typeof pageScriptSizes> | undefined;
  const pageSizes = () => (sizesOnce ??= pageScriptSizes(client));

  test("measures every pre-rendered page, entry chunk included", () => {
    const sizes = pageSizes();
    const measured = new Set(sizes.map((s) => s.page));
    for (const url of siteUrls()) expect(measured, url).toContain(url);
    const home = sizes.find((s) => s.page === "/")!;
    expect(home.files.some((f) => f.startsWith("entry.client-"))).toBe(true);
    expect(home.kb).toBeGreaterThan(60); // React DOM alone is ~65 KB: the sum is real, not empty
  });

  test(`every page loads at most ${BUDGETS.jsKb} KB of JavaScript (gzip), ${BUDGETS.jsBrotliKb} KB as sent (brotli)`, () => {
    const sizes = pageSizes();
    expect(sizes.length).toBeGreaterThanOrEqual(siteUrls().length);
    const over = sizes
      .filter((s) => s.kb > BUDGETS.jsKb || s.brKb > BUDGETS.jsBrotliKb)
      .map((s) => `${s.page}: ${s.kb} KB gzip, ${s.brKb} KB brotli`);
    expect(over, `over budget:\n${over.join("\n")}`).toEqual([]);
  });
});

test.describe("render first, then hydrate", () => {
  for (const url of ["/", "/find-test", "/contact-us"]) {
    test(`${url}: the scripts are fetched at low priority and run only after the first contentful paint`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(url);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        const scripts = performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".js"));
        const start = performance.getEntriesByName("hydration-start")[0]?.startTime ?? Number.NaN;
        return { fcp, start, scripts: scripts.length };
      });
      expect(timing.scripts).toBeGreaterThan(2);
      expect(timing.fcp).toBeLessThanOrEqual(timing.start);
      const preloads = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) =>
        links.map((link) => link.getAttribute("fetchpriority")),
      );
      expect(preloads.length).toBeGreaterThan(2);
      expect(new Set(preloads)).toEqual(new Set(["low"]));
      expect(errors).toEqual([]);
    });
  }
});
