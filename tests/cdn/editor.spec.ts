import { expect, test } from "@playwright/test";

// The content editor's page on Cloudflare's own runtime (`wrangler pages dev` with the build's
// `_headers` and `_redirects`), as tests/e2e/editor.spec.ts checks it on `npm start`: /admin/ leads to
// /admin, which gets its own policy and `noindex` (the host keeps one `_headers` rule per path: both in
// one), and the editor starts under that policy. docs/decisions/023-git-based-editor.md.

test("/admin/ leads to the editor, served with its own policy and noindex", async ({ request }) => {
  const slash = await request.get("/admin/", { maxRedirects: 0 });
  expect([301, 308]).toContain(slash.status());
  expect(slash.headers().location).toBe("/admin");
  const response = await request.get("/admin");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  const csp = response.headers()["content-security-policy"]!;
  expect(csp).toContain("frame-src blob:");
  expect(csp).toContain("https://api.github.com");
  expect(csp).not.toMatch(/unpkg|jsdelivr/);
  expect((await request.get("/")).headers()["x-robots-tag"]).toBeUndefined();
});

test("the editor starts under the host's headers", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Sveltia's stylesheet also names CDN copies of the fonts it ships; the policy refuses them.
    if (message.type() === "error" && !/cdn\.jsdelivr\.net\/fontsource\//.test(message.text())) errors.push(message.text());
  });
  await page.goto("/admin/");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Work with Test Repository" })).toBeVisible();
  expect(errors).toEqual([]);
});
