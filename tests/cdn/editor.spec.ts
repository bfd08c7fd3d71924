import { expect, test } from "@playwright/test";
import { EDITOR_ORIGIN_SETTING, expectEditorPage } from "#tests/deploy-cases.ts";

// The content editor's own build on Cloudflare's runtime, as its own Pages project would serve it: a
// second `wrangler pages dev` with the editor build's `_headers` (playwright.cdn.config.ts), on another
// origin than the site's. The same checks as on `npm start` (tests/deploy-cases.ts), and the editor
// starts under the host's headers with nothing refused or failed. The site's /admin leads there on
// this runtime too (its `_redirects`; every redirect is also in tests/deploy-cases.ts).
// docs/decisions/028-editor-on-its-own-origin.md.

const editorOrigin = `http://127.0.0.1:${process.env.E2E_EDITOR_CDN_PORT}`;

test("the editor's origin serves it with its own policy and noindex, and nothing of the site", async ({ request }) => {
  await expectEditorPage(request, editorOrigin);
  const admin = await request.get("/admin", { maxRedirects: 0 });
  expect(admin.status()).toBe(302);
  expect(admin.headers().location).toBe(`${EDITOR_ORIGIN_SETTING}/`);
});

test("the editor starts under the host's headers, with nothing refused or failed", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  await page.goto(`${editorOrigin}/`);
  await expect(page.getByRole("button", { name: "Work with Test Repository" })).toBeVisible();
  // Its fonts, the icon font among them, come from its own origin and load.
  await expect.poll(() => page.evaluate(() => document.fonts.check("24px 'Material Symbols Outlined'"))).toBe(true);
  expect(problems).toEqual([]);
});
