import { expect, test } from "@playwright/test";
import { expectEditorPage } from "../deploy-cases";

// The content editor's page on Cloudflare's own runtime (`wrangler pages dev` with the build's
// `_headers` and `_redirects`), as tests/e2e/editor.spec.ts checks it on `npm start`: /admin/ leads to
// /admin, which gets its own policy and `noindex` (the host keeps one `_headers` rule per path: both in
// one), the same checks as on `npm start` (tests/deploy-cases.ts); and the editor starts under that
// policy. docs/decisions/023-git-based-editor.md.

test("/admin/ leads to the editor, served with its own policy and noindex", async ({ request }) => {
  await expectEditorPage(request);
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
