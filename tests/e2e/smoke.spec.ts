import { expect, test } from "@playwright/test";
import { aliasUrls, canonicalUrls } from "../../app/site-urls";
import { collectPageErrors, expectNoAxeViolations, waitForHydration } from "./helpers";

// Every pre-rendered URL, from the same lists that feed `prerender`, at a desktop and a phone width. The
// alias pages (decision 002) render the very screen of their canonical page, which is checked at both
// widths, so they run once, at the phone width; that keeps `npm test` near its 10-minute target.
const widths = [
  { width: 1280, urls: canonicalUrls() },
  { width: 375, urls: [...canonicalUrls(), ...aliasUrls()] },
];

for (const { width, urls } of widths) {
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
