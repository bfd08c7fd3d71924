import { expect, test } from "@playwright/test";
import { otherLanguageUrls, siteUrls } from "#app/site-urls.ts";
import { pageHeightBudgetPx } from "#scripts/budgets.mjs";
import { allowanceFor } from "./helpers.ts";

// Every pre-rendered page's height on a 375 px phone within its budget (scripts/budgets.mjs `pageHeightPx`,
// docs/decisions/032-one-card-shorter-pages.md), in both languages: a page a thumb can finish. smoke.spec.ts
// measures the pages it loads after hydration, a sample of each large template (decision 038); here every
// page is read as it is served, with JavaScript off, so a page whose own content is long (a test with many
// parameters, an article, a long Hindi name) is caught too. The islands render the same markup before and
// after hydration (the deep-link specs hold it to a layout shift under 0.02), so the height is the page's.
// In four parts, one page each, which the workers share; without a trace, which would record a snapshot of every
// page loaded (the list of pages over budget says what failed).
const everyPage = siteUrls();
const pages = [...everyPage, ...otherLanguageUrls(everyPage)];
const PARTS = 4;

test.use({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false, trace: "off" });

test("every page of both languages is measured, each once", () => {
  expect(everyPage.length).toBeGreaterThan(90);
  expect(pages).toHaveLength(2 * everyPage.length);
  expect(new Set(pages).size).toBe(pages.length);
});

for (let part = 0; part < PARTS; part += 1) {
  const mine = pages.filter((_, index) => index % PARTS === part);
  test(`part ${part + 1} of ${PARTS}: ${mine.length} pages within their height budget at 375 px`, async ({ page }) => {
    test.setTimeout(allowanceFor(mine.length, 500));
    const over: string[] = [];
    for (const url of mine) {
      const response = await page.goto(url, { waitUntil: "load" });
      expect(response?.status(), url).toBe(200);
      const height = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.documentElement.scrollHeight;
      });
      const budget = pageHeightBudgetPx(url);
      if (height > budget) over.push(`${url}: ${height} px, budget ${budget}`);
    }
    expect(over, over.join("\n")).toEqual([]);
  });
}
