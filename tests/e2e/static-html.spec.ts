import { expect, test } from "@playwright/test";

// What a crawler or a browser with JavaScript off receives: the pre-rendered HTML itself.
const pages = [
  { url: "/", text: "NABL" },
  { url: "/about", text: "Our Core Values" },
  { url: "/privacy-policy", text: "Last updated: 14-09-2025" },
  { url: "/terms-of-service", text: "Last updated: 14-09-2025" },
  { url: "/disclaimer", text: "Last updated: September 13, 2025" },
];

for (const { url, text } of pages) {
  test(`${url} has its main content in the raw HTML`, async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "").replaceAll("<!-- -->", "");
    expect(main).toContain(text);
    expect(main).toMatch(/<h1[^>]*>/);
    // Navigation is crawlable: real links, not script-only buttons.
    expect(html).toContain('href="/find-test"');
    expect(html).toContain('href="/services/cardiology/ecg"');
  });
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("the about page reads fully", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accreditations" })).toBeVisible();
    await expect(page.getByText("CAP", { exact: true })).toBeVisible();
  });
  test("an unknown URL still says it was not found", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test("the terms link to the privacy policy", async ({ page }) => {
  await page.goto("/terms-of-service");
  await page.getByRole("main").getByRole("link", { name: "/privacy-policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});
