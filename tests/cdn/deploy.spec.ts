import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, request as requestContext, test, type BrowserContext } from "@playwright/test";
import {
  client,
  comparableHeaders,
  deployCases,
  expectDeployHeaders,
  inBatches,
  NOT_FOUND_URLS,
  oneUrlPerTemplate,
} from "#tests/deploy-cases.ts";
import { allowanceFor, collectPageErrors, DOCUMENT_404, PAGE_LOAD_MS, waitForHydration } from "#tests/e2e/helpers.ts";

// The deploy recipe on Cloudflare's own runtime (`wrangler pages dev`, playwright.cdn.config.ts): the
// build's _headers and _redirects as the host applies them, and the site hydrating under them.
// (`_headers` and `_redirects` themselves are never uploaded by `wrangler pages deploy`; the local
// runtime answers a request for them with a 502, so they are not requested here.)

/** `npm start`, serving the same build beside the CDN runtime. */
const localBaseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

test.describe("Cloudflare Pages runtime: headers and redirects", () => {
  test("every URL: its status, exactly one policy of its own, the security headers, HSTS and its cache rule", async ({ request }) => {
    const cases = deployCases();
    // A request per URL, a few at a time, to a runtime slower than `npm start`: the allowance (this
    // config's minute) grows with the number of URLs.
    test.setTimeout(allowanceFor(cases.length, 500, 60_000));
    await inBatches(cases, async (item) => {
      await expectDeployHeaders(await request.get(item.url, { maxRedirects: 0 }), item, { hsts: true });
    });
  });

  test("sends the same headers as `npm start`, URL by URL", async ({ request }) => {
    const cases = deployCases();
    test.setTimeout(allowanceFor(cases.length, 500, 60_000));
    const local = await requestContext.newContext({ baseURL: localBaseURL });
    try {
      await inBatches(cases, async (item) => {
        const [cdn, own] = await Promise.all([request.get(item.url, { maxRedirects: 0 }), local.get(item.url, { maxRedirects: 0 })]);
        expect(comparableHeaders(cdn, item.kind), item.url).toEqual(comparableHeaders(own, item.kind));
      });
    } finally {
      await local.dispose();
    }
  });

  test("answers each unknown URL with the same not-found page as `npm start`: the nearest 404.html above it", async ({ request }) => {
    const local = await requestContext.newContext({ baseURL: localBaseURL });
    try {
      for (const url of NOT_FOUND_URLS) {
        const [cdn, own] = await Promise.all([request.get(url), local.get(url)]);
        expect(cdn.status(), url).toBe(404);
        expect(await cdn.text(), url).toBe(await own.text());
      }
    } finally {
      await local.dispose();
    }
  });

  test("every line of _redirects, with and without the trailing slash", async ({ request }) => {
    const lines = readFileSync(path.join(client, "_redirects"), "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => line.trim().split(/\s+/));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const [source, destination, status] of lines) {
      const response = await request.get(source!, { maxRedirects: 0 });
      expect(response.status(), source).toBe(Number(status));
      expect(response.headers()["location"], source).toBe(destination);
    }
  });
});

/** Loads a URL in a new tab of the test's context; returns what went wrong (nothing, if it hydrated cleanly). */
async function hydrationProblems(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    const notFound = NOT_FOUND_URLS.includes(url);
    const errors = collectPageErrors(page);
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== "document") failed.push(`failed: ${response.url()}`);
    });
    const response = await page.goto(url);
    const status = response?.status() === (notFound ? 404 : 200) ? [] : [`status ${response?.status()}`];
    await waitForHydration(page);
    // Chromium reports a not-found page's own 404 status as a console error; nothing else may appear.
    const unexpected = notFound ? errors.filter((error, index) => !(error === DOCUMENT_404 && index === errors.indexOf(error))) : errors;
    return [...status, ...failed, ...unexpected].map((problem) => `${url}: ${problem}`);
  } finally {
    await page.close();
  }
}

// One page of every template and a not-found page, in groups (one test each, so workers share them),
// four tabs at a time within a group: most of a page's time is spent waiting for its first paint.
const hydrationUrls = [...oneUrlPerTemplate(), NOT_FOUND_URLS[1]!];
const GROUP = 7;
for (let first = 0; first < hydrationUrls.length; first += GROUP) {
  const urls = hydrationUrls.slice(first, first + GROUP);
  test(`${urls[0]} … ${urls.at(-1)}: each hydrates with zero console errors`, async ({ context }) => {
    // A page load with hydration each, the tabs sharing the CPU: the allowance grows per page. This
    // config's fixed minute ran out for seven pages at load 17; with 10 s a page they took 1.6–1.7 min
    // of their 100 s at load 15–25, so a page here gets one and a half times PAGE_LOAD_MS.
    test.setTimeout(allowanceFor(urls.length, 1.5 * PAGE_LOAD_MS));
    const problems: string[] = [];
    for (let start = 0; start < urls.length; start += 4) {
      const results = await Promise.all(urls.slice(start, start + 4).map((url) => hydrationProblems(context, url)));
      problems.push(...results.flat());
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

// A link followed in the browser opens the details page's own pre-rendered HTML (no client-side router:
// the page's data is in its HTML, docs/decisions/021-static-pages-with-react-islands.md), with status
// 200 from the host, and no data file is fetched for it.
test("a link followed in the browser opens a details page from its own HTML", async ({ page }) => {
  const documents: string[] = [];
  const dataFiles: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === "document") documents.push(`${response.status()} ${pathname}`);
    if (pathname.endsWith(".data")) dataFiles.push(`${response.status()} ${pathname}`);
  });
  await page.goto("/health-packages");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/package-details\/\d+\?from=packages$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Package Not Found");
  await expect(page.getByRole("link", { name: "Back to Health Packages" })).toBeVisible();
  expect(documents).toEqual(["200 /health-packages", expect.stringMatching(/^200 \/package-details\/\d+$/)]);
  expect(dataFiles).toEqual([]);
});
