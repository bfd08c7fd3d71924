import { expect, test } from "@playwright/test";
import { findTestResults, findTestSummary } from "./find-test-page.ts";
import { expectNoAxeViolations, openHydrated } from "./helpers.ts";

// Moving through /find-test: page size and pages by mouse and keyboard, the URL following the search
// box, fast typing, reduced motion, and the phone's compact cards and filter panel. The results
// themselves: catalogue-find-test-results.spec.ts.

test.describe("find a test", () => {
  test("page size resets the page to 1; Book Now, experts and guide lead somewhere real", async ({ page }) => {
    await openHydrated(page, "/find-test?page=3");
    await expect(findTestSummary(page)).toHaveText("Showing 25 to 36 of 235 items");
    await page.getByLabel("Items per page").selectOption("24");
    await expect(page).toHaveURL(/\/find-test\?size=24$/);
    await expect(findTestSummary(page)).toHaveText("Showing 1 to 24 of 235 items");

    const book = page.getByRole("link", { name: /^Book Now\W+Complete Blood Count \(CBC\)/ });
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
    const href = (await book.getAttribute("href")) ?? "";
    expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toContain("Complete Blood Count (CBC) (₹299)");

    const experts = page.getByRole("link", { name: /Ask Our Team/ });
    await expect(experts).toHaveAttribute("href", /^https:\/\/wa\.me\/919876543210/);
    await expect(experts).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("link", { name: "Download Test Guide" }).click();
    await expect(page).toHaveURL(/\/test-guide$/);
    await expect(page.getByRole("heading", { level: 1, name: "Test Preparation Guide" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Lipid Profile/ })).toContainText(
      "Fast for 12 hours before the sample: no food or drink other than plain water.",
    );
  });

  test("pagination works by keyboard alone and scrolls to the top", async ({ page }) => {
    await openHydrated(page, "/find-test");
    await page.getByRole("button", { name: "Page 2", exact: true }).focus();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/page=2/);
    await expect(findTestSummary(page)).toHaveText("Showing 13 to 24 of 235 items");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Page 3", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(findTestSummary(page)).toHaveText("Showing 25 to 36 of 235 items");
    await page.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await expect(findTestSummary(page)).toHaveText("Showing 37 to 48 of 235 items");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(findTestSummary(page)).toHaveText("Showing 229 to 235 of 235 items");
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  test("the URL follows the search once typing settles, and at once when the box is left", async ({ page }) => {
    await openHydrated(page, "/find-test?page=3");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.pressSequentially("thyroid", { delay: 30 });
    // the results follow the keys; the URL follows when typing settles (replacing the entry, page 1)
    await expect(page.getByText("26 tests found")).toBeVisible();
    await expect(findTestSummary(page)).toHaveText("Showing 1 to 12 of 26 items");
    await expect(page).toHaveURL(/\/find-test\?q=thyroid$/);
    // typed and left at once for a result: the URL caught up first, so Back returns to that search
    await search.fill("lipid");
    await findTestResults(page).getByRole("link", { name: "Lipid Profile", exact: true }).click();
    await expect(page).toHaveURL(/\/test-details\/\d+\?from=find-test$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/find-test\?q=lipid$/);
    await expect(search).toHaveValue("lipid");
    await page.goBack();
    await expect(page).not.toHaveURL(/find-test/);
  });

  test("fast typing and editing in the middle keep every key and the caret", async ({ page }) => {
    await openHydrated(page, "/find-test");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.pressSequentially("vitamin b12 deficiency", { delay: 5 });
    await expect(search).toHaveValue("vitamin b12 deficiency");
    await expect(page).toHaveURL(/\?q=vitamin\+b12\+deficiency$/);
    await search.fill("thyroid");
    await search.press("Home");
    for (let i = 0; i < 3; i++) await search.press("ArrowRight");
    await page.keyboard.type("XY", { delay: 20 });
    await expect(search).toHaveValue("thyXYroid");
    expect(await search.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(5);
  });

  test("page change scrolls instantly under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/find-test");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 667 } });
    test("shows the first card on the first screen, compact cards, a filter panel and 3 page buttons of 44 px", async ({ page }) => {
      // The first card's top and its name's first line (48 px) start on the first screen, above the phone
      // bar's 60 px (3.75rem), in both languages (decision 057).
      const firstCardTop = async () => (await page.locator("main [data-item-list] > ul > li").first().boundingBox())!.y;
      await openHydrated(page, "/hi/find-test");
      expect(await firstCardTop(), "Hindi").toBeLessThan(667 - 60 - 48);
      await openHydrated(page, "/find-test");
      expect(await firstCardTop(), "English").toBeLessThan(667 - 60 - 48);
      const cbc = findTestResults(page).getByRole("listitem").filter({ hasText: "Complete Blood Count (CBC)" });
      await expect(cbc.getByRole("link", { name: "Complete Blood Count (CBC)", exact: true })).toBeVisible();
      // What a patient decides on, without the description (the details page has it).
      await expect(cbc.getByText("6 hours", { exact: true })).toBeVisible();
      await expect(cbc.getByText("No fasting")).toBeVisible();
      await expect(cbc.getByText("Free home collection")).toBeVisible();
      await expect(cbc.getByText(/^Measures haemoglobin/)).toBeHidden();
      const category = page.getByLabel("Category");
      await expect(category).toBeHidden();
      const toggle = page.getByRole("button", { name: "Filters" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await category.selectOption("neurology");
      await expect(page.getByText("11 tests found")).toBeVisible();
      await page.getByLabel("Category").selectOption("all");
      const pager = page.getByRole("navigation", { name: "Results pages" });
      await expect(pager.getByRole("button", { name: /^Page \d+$/ }).filter({ visible: true })).toHaveCount(3);
      for (const button of await pager.getByRole("button").filter({ visible: true }).all()) {
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height), `${await button.getAttribute("aria-label")}: a 44 px target`).toBeGreaterThanOrEqual(44);
      }
      // A tap on a page while the search is still settling into the URL is kept (it was lost when the
      // URL caught up between the press and the release, moving the cards and the pager).
      const search = page.getByRole("searchbox", { name: "Search" });
      await search.fill("blood");
      await pager.getByRole("button", { name: "Page 2", exact: true }).filter({ visible: true }).click();
      await expect(page).toHaveURL(/\/find-test\?q=blood&page=2$/);
      await expect(findTestSummary(page)).toHaveText(/^Showing 13 to \d+ of \d+ items$/);
      await search.fill("sleep study");
      await page.getByText("Polysomnography").filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/test-details\/8\?from=find-test$/);
      await expectNoAxeViolations(page);
    });
  });
});
