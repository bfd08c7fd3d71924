import { expect, test } from "@playwright/test";
import { siteUrls } from "../../app/site-urls";
import { collectPageErrors, expectNoAxeViolations, waitForHydration } from "./helpers";

// Every pre-rendered URL, from the same list that feeds `prerender`, at a phone and a desktop width.
const urls = siteUrls();

for (const width of [1280, 375]) {
  test.describe(`every page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const url of urls) {
      test(`${url} renders cleanly`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page).toHaveTitle(/\S/);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  });
}

// Unique titles and descriptions, canonical links, share tags and JSON-LD: seo.spec.ts.
