import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, request as requestContext, test } from "@playwright/test";
import { collectPageErrors, waitForHydration } from "../e2e/helpers";
import { client, comparableHeaders, deployCases, expectDeployHeaders, NOT_FOUND_URLS, oneUrlPerTemplate } from "../deploy-cases";

// The deploy recipe on Cloudflare's own runtime (`wrangler pages dev`, playwright.cdn.config.ts): the
// build's _headers and _redirects as the host applies them, and the site hydrating under them.

/** `npm start`, serving the same build beside the CDN runtime. */
const localBaseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

test.describe("Cloudflare Pages runtime: headers and redirects", () => {
  test("every URL: its status, exactly one policy of its own, the security headers, HSTS and its cache rule", async ({ request }) => {
    for (const item of deployCases()) {
      await expectDeployHeaders(await request.get(item.url, { maxRedirects: 0 }), item, { hsts: true });
    }
  });

  test("sends the same headers as `npm start`, URL by URL", async ({ request }) => {
    const local = await requestContext.newContext({ baseURL: localBaseURL });
    try {
      for (const item of deployCases()) {
        const [cdn, own] = await Promise.all([
          request.get(item.url, { maxRedirects: 0 }),
          local.get(item.url, { maxRedirects: 0 }),
        ]);
        expect(comparableHeaders(cdn), item.url).toEqual(comparableHeaders(own));
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

  test("the host's config files are not served", async ({ request }) => {
    for (const file of ["/_headers", "/_redirects"]) {
      const response = await request.get(file);
      expect(response.status(), file).not.toBe(200);
      expect(await response.text(), file).not.toContain("Content-Security-Policy:");
    }
  });
});

test.describe("Cloudflare Pages runtime: pages hydrate", () => {
  for (const url of [...oneUrlPerTemplate(), NOT_FOUND_URLS[1]!]) {
    test(`${url} hydrates with zero console errors`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(url === NOT_FOUND_URLS[1] ? 404 : 200);
      await waitForHydration(page);
      expect(errors, errors.join("\n")).toEqual([]);
    });
  }
});
