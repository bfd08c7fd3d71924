import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

test("an unknown URL answers 404 and shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("hostile text in a URL is handled as not found", async ({ page }) => {
  const response = await page.goto(`/%3Cscript%3Ealert(1)%3C%2Fscript%3E/${"x".repeat(2000)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});

test("an unknown test id answers 404 and shows Test Not Found", async ({ page }) => {
  const response = await page.goto("/test-details/99999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Test Not Found" })).toBeVisible();
  await expect(page.getByText("The test you're looking for doesn't exist.")).toBeVisible();
});

test("an unknown service answers 404 and shows Service Not Found", async ({ page }) => {
  const response = await page.goto("/services/unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
});

// The legacy URLs move for good: 301, as the deploy rules say (scripts/security-headers.mjs REDIRECTS,
// served by scripts/serve-config.mjs and written to _redirects by scripts/deploy-config.mjs).
for (const [from, to] of [
  ["/facilities/lab", "/services/lab"],
  ["/facilities/health-packages", "/services/health-packages"],
  ["/services/health-packages", "/health-packages"],
] as const) {
  test(`${from} is redirected to ${to} with a 301`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe(to);
  });
}

test("hashed assets are cached for a year", async ({ page, request }) => {
  await page.goto("/");
  // A file the page names: its stylesheet, or an island's script (Astro names them `name.hash.ext`).
  const src =
    (await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute("href")) ??
    (await page.locator("astro-island[component-url]").first().getAttribute("component-url"));
  expect(src).toMatch(/^\/assets\/[\w-]+\.[\w-]+\.(css|js)$/);
  const response = await request.get(src!);
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
});
