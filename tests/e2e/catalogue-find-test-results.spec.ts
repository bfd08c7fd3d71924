import { expect, test } from "@playwright/test";
import { findTestResults, findTestSummary } from "./find-test-page.ts";
import { collectPageErrors, openHydrated } from "./helpers.ts";

// /find-test's results: a search filtered, paged and restored on Back, each card's facts in their
// places, a shared link's state, typos and aliases, hostile text. Paging and typing:
// catalogue-find-test-navigation.spec.ts.

test.describe("find a test", () => {
  test("search → filter → page → details → back restores the list state", async ({ page }) => {
    const errors = collectPageErrors(page);
    await openHydrated(page, "/find-test");
    await expect(page.getByText("235 tests found")).toBeVisible();
    await expect(findTestSummary(page)).toHaveText("Showing 1 to 12 of 235 items");

    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toHaveAttribute("placeholder", "Test, package or condition");
    await search.fill("thyroid");
    // The thyroid tests (each sold alone: TSH, T3, T4, anti-TPO, …), then every package that holds one.
    await expect(page.getByText("26 tests found")).toBeVisible();
    await expect(findTestResults(page).getByRole("link").first()).toHaveText("Thyroid Function Test");

    await page.getByLabel("Category").selectOption("package");
    await expect(page.getByText("16 tests found")).toBeVisible();
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/find-test\?q=thyroid&category=package&page=2$/);
    await expect(findTestSummary(page)).toHaveText("Showing 13 to 16 of 16 items");
    await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

    // a click anywhere on the card opens the details, with the origin
    await findTestResults(page)
      .getByRole("listitem")
      .filter({ hasText: "Women's Fertility Profile" })
      .getByText("Health Package", { exact: true })
      .click();
    await expect(page).toHaveURL(/\/package-details\/304\?from=find-test$/);
    await expect(page.getByRole("heading", { level: 1, name: "Women's Fertility Profile" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Find Test" })).toHaveAttribute("href", "/find-test");

    await page.goBack();
    await expect(page).toHaveURL(/\/find-test\?q=thyroid&category=package&page=2$/);
    await expect(search).toHaveValue("thyroid");
    await expect(page.getByLabel("Category")).toHaveValue("package");
    await expect(findTestSummary(page)).toHaveText("Showing 13 to 16 of 16 items");
    expect(errors).toEqual([]);
  });

  /**
   * The first page of /find-test as a patient reads it, written out by hand from the staff's default
   * order (content/en/find-test.json: CBC, thyroid, HbA1c, vitamin D, lipid, LFT, KFT, B12, urine; then
   * the rest by name), content/catalogue.ts (name, price) and each test's entry in content/test-facts.ts
   * (report time, fast, where: a "home-sample" test is "Free home collection", a "home-visit" one "Paid
   * home visit or centre"; a paid home visit's price adds the home-visit charge of
   * content/en/centre-settings.json, ₹300, or says the visit is included). Never derived with the site's code.
   */
  const FIRST_PAGE = [
    { name: "Complete Blood Count (CBC)", price: "₹299", report: "6 hours", fast: null, place: "Free home collection" },
    { name: "Thyroid Function Test", price: "₹650", report: "24 hours", fast: null, place: "Free home collection" },
    { name: "HbA1c", price: "₹380", report: "24 hours", fast: null, place: "Free home collection" },
    { name: "Vitamin D (25-OH)", price: "₹850", report: "24 hours", fast: null, place: "Free home collection" },
    { name: "Lipid Profile", price: "₹450", report: "24 hours", fast: "12 hours", place: "Free home collection" },
    { name: "Liver function test (LFT)", price: "₹700", report: "24 hours", fast: null, place: "Free home collection" },
    { name: "Kidney function test (KFT)", price: "₹700", report: "24 hours", fast: null, place: "Free home collection" },
    { name: "Vitamin B12", price: "₹700", report: "24-48 hours", fast: null, place: "Free home collection" },
    { name: "Urine Routine & Microscopy", price: "₹180", report: "6 hours", fast: null, place: "Free home collection" },
    { name: "17-OH Progesterone", price: "₹1,000", report: "2-3 days", fast: null, place: "Free home collection" },
    {
      name: "24-hour ambulatory BP monitoring",
      price: "₹2,299 + home visit ₹300",
      report: "24-48 hours",
      fast: null,
      place: "Paid home visit or centre",
    },
    {
      name: "24-hour Holter monitoring",
      price: "₹2,500, home visit included",
      report: "24-48 hours",
      fast: null,
      place: "Paid home visit or centre",
    },
  ] as const;

  test("every result card says the price, report time, fast and place, in the same places", async ({ page }) => {
    await openHydrated(page, "/find-test");
    const cards = findTestResults(page).getByRole("listitem");
    await expect(cards).toHaveCount(FIRST_PAGE.length);
    // Once, above the cards: the fast's warning for the one card that fasts.
    await expect(page.locator("main [data-safety=fasting]")).toHaveText([
      "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast. For Lipid Profile.",
    ]);
    for (const [index, row] of FIRST_PAGE.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: row.name, exact: true })).toBeVisible();
      await expect(card.getByText(row.price, { exact: true })).toBeVisible();
      await expect(card.getByText(row.report, { exact: true }).first()).toBeVisible();
      await expect(card.getByText(row.fast === null ? "No fasting" : `Fasting: ${row.fast}`)).toBeVisible();
      // The fast's medicine warning is the list's, said once above the cards (docs/content-review.md, rule 5).
      await expect(card).not.toContainText(/insulin/);
      await expect(card.getByText(row.place, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: new RegExp(`^Book Now\\W+${row.name.replace(/[()]/g, "\\$&")}`) })).toBeVisible();
      await expect(card.getByRole("button", { name: /^Add to My tests/ })).toBeVisible();
      // The price sits beside the name, the facts under them, the actions last.
      const [name, price, report, book] = await Promise.all([
        card.getByRole("heading").boundingBox(),
        card.getByText(row.price, { exact: true }).boundingBox(),
        card.getByText(/^Report:/).boundingBox(),
        card.getByRole("link", { name: /^Book Now/ }).boundingBox(),
      ]);
      expect(price!.x, `${row.name}: price right of the name`).toBeGreaterThan(name!.x + name!.width - 1);
      expect(price!.y, `${row.name}: price on the name's line`).toBeLessThan(name!.y + 8);
      expect(report!.y, `${row.name}: facts under the name`).toBeGreaterThan(name!.y + name!.height - 1);
      expect(book!.y, `${row.name}: actions last`).toBeGreaterThan(report!.y);
    }
  });

  test("a shared link opens the same state; bad values fall back to the defaults", async ({ page }) => {
    await openHydrated(page, "/find-test?q=vit%20D&specialty=orthopedics");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("vit D");
    await expect(page.getByLabel("Specialty")).toHaveValue("orthopedics");
    // Vitamin D itself is filed under endocrinology; the bone package that measures it is orthopaedics.
    await expect(page.getByText("1 test found")).toBeVisible();
    await expect(findTestResults(page).getByRole("link").first()).toHaveText("Woman Bone & Joint Health Package");

    await openHydrated(page, "/find-test?category=dental&specialty=x&page=99&size=7");
    await expect(page.getByLabel("Category")).toHaveValue("all");
    await expect(page.getByLabel("Specialty")).toHaveValue("all");
    // An old link's size of 7 shows the nearest size offered, 12.
    await expect(page.getByLabel("Items per page")).toHaveValue("12");
    await expect(findTestSummary(page)).toHaveText("Showing 229 to 235 of 235 items");
  });

  test("the name is a real link, typos and aliases are understood, hostile text is harmless", async ({ page }) => {
    const errors = collectPageErrors(page);
    await openHydrated(page, "/find-test?q=thyriod");
    await expect(findTestResults(page).getByRole("link").first()).toHaveText("Thyroid Function Test");
    await openHydrated(page, "/find-test?q=sleep%20study");
    await expect(findTestResults(page).getByRole("link", { name: "Polysomnography", exact: true })).toHaveAttribute(
      "href",
      "/test-details/8?from=find-test",
    );
    await openHydrated(page, `/find-test?q=${encodeURIComponent("<script>alert(1)</script>.*[(" + "🩸".repeat(50))}`);
    await expect(page.getByText("0 tests found")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^No tests found/ })).toBeVisible();
    // Nothing to page through: no pager, summary or size control over the empty list.
    await expect(page.getByRole("navigation", { name: "Results pages" })).toHaveCount(0);
    await expect(findTestSummary(page)).toHaveCount(0);
    await expect(page.getByLabel("Items per page")).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page.getByText("235 tests found")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
