import { expect, test } from "@playwright/test";
import { aliasUrls, canonicalUrls, personalUrls, staticPaths } from "~/site-urls";
import { collectPageErrors, expectNoAxeViolations, waitForHydration } from "./helpers";

// Every pre-rendered URL, from the same lists that feed `prerender`, at a desktop and a phone width. The
// alias pages (decision 002) render the very screen of their canonical page, which is checked at both
// widths, so they run once, at the phone width. axe (about a second a page) runs on every URL at the
// desktop width and once per template at the phone width: the pages of one template share their markup,
// and that keeps `npm test` near its 10-minute target.
const widths = [
  { width: 1280, urls: [...canonicalUrls(), ...personalUrls()], axeOn: () => true },
  { width: 375, urls: [...canonicalUrls(), ...aliasUrls(), ...personalUrls()], axeOn: firstOfEachTemplate() },
];

/** The template a URL renders: a static path is its own; "/test-details/7" is "/test-details/*". */
function templateOf(url: string): string {
  if ((staticPaths as readonly string[]).includes(url)) return url;
  const [, first, ...rest] = url.split("/");
  return `/${first}${"/*".repeat(rest.length)}`;
}

function firstOfEachTemplate(): (url: string) => boolean {
  const seen = new Set<string>();
  return (url) => {
    const template = templateOf(url);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  };
}

for (const { width, urls, axeOn } of widths) {
  test.describe(`every page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const url of urls) {
      const withAxe = axeOn(url);
      test(`${url} renders cleanly`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page).toHaveTitle(/\S/);
        await expect(page.locator("h1")).toHaveCount(1);
        if (withAxe) await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
    }
  });
}

// Unique titles and descriptions, canonical links, share tags and JSON-LD: seo.spec.ts.
