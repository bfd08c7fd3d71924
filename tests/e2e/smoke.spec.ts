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

test("every page has its own title", async ({ request }) => {
  const seen = new Map<string, string>();
  // The legacy /facilities/... paths show the same screen as their /services/... page (canonical link).
  for (const url of urls.filter((u) => !u.startsWith("/facilities/"))) {
    const html = await (await request.get(url)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
    expect(title, `${url} has a title`).not.toBe("");
    expect(seen.get(title), `${url} repeats the title of ${seen.get(title)}`).toBeUndefined();
    seen.set(title, url);
  }
});
