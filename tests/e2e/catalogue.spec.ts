import { expect, test, type Page } from "@playwright/test";
import { catalogueEntries } from "~/content/catalogue";
import { collectPageErrors, DOCUMENT_404, expectNoAxeViolations, waitForHydration } from "./helpers";

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ items$/);
/** The result cards of /find-test. */
const results = (page: Page) => page.getByRole("list", { name: "Tests and health packages" });

test.describe("find a test", () => {
  test("search → filter → page → details → back restores the list state", async ({ page }) => {
    const errors = collectPageErrors(page);
    await open(page, "/find-test");
    await expect(page.getByText("235 tests found")).toBeVisible();
    await expect(summary(page)).toHaveText("Showing 1 to 10 of 235 items");

    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toHaveAttribute("placeholder", "Test, package or condition");
    await search.fill("thyroid");
    // The thyroid tests (each sold alone: TSH, T3, T4, anti-TPO, …), then every package that holds one.
    await expect(page.getByText("26 tests found")).toBeVisible();
    await expect(results(page).getByRole("link").first()).toHaveText("Thyroid Function Test");

    await page.getByLabel("Category").selectOption("package");
    await expect(page.getByText("16 tests found")).toBeVisible();
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/\/find-test\?q=thyroid&category=package&page=2$/);
    await expect(summary(page)).toHaveText("Showing 11 to 16 of 16 items");
    await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

    // a click anywhere on the card opens the details, with the origin
    await results(page).getByRole("listitem").filter({ hasText: "Antenatal Care Panel" }).getByText("Health Package", { exact: true }).click();
    await expect(page).toHaveURL(/\/package-details\/303\?from=find-test$/);
    await expect(page.getByRole("heading", { level: 1, name: "Antenatal Care Panel" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Find Test" })).toHaveAttribute("href", "/find-test");

    await page.goBack();
    await expect(page).toHaveURL(/\/find-test\?q=thyroid&category=package&page=2$/);
    await expect(search).toHaveValue("thyroid");
    await expect(page.getByLabel("Category")).toHaveValue("package");
    await expect(summary(page)).toHaveText("Showing 11 to 16 of 16 items");
    expect(errors).toEqual([]);
  });

  /**
   * The first page of /find-test as a patient reads it, written out by hand from app/content/catalogue.ts
   * (name, price) and each test's entry in app/content/test-facts.ts (report time, fast, where: a
   * "home-sample" test is "Free home collection", a "home-visit" one "Paid home visit or centre", the
   * sleep study's centre service is listed by Green Park alone). Never derived with the site's code.
   */
  const FIRST_PAGE = [
    { name: "Complete Blood Count (CBC)", price: "₹299", report: "6 hours", fast: null, place: "Free home collection" },
    { name: "Lipid Profile", price: "₹450", report: "24 hours", fast: "12 hours", place: "Free home collection" },
    { name: "Urine Routine & Microscopy", price: "₹180", report: "6 hours", fast: null, place: "Free home collection" },
    { name: "Resting ECG", price: "₹200", report: "30 minutes", fast: null, place: "Paid home visit or centre" },
    { name: "24-hour Holter Monitoring", price: "₹2,500", report: "24-48 hours", fast: null, place: "Paid home visit or centre" },
    { name: "Pulmonary Function Test", price: "₹1,200", report: "24 hours", fast: null, place: "Paid home visit or centre" },
    { name: "Standard EEG", price: "₹2,200", report: "24-48 hours", fast: null, place: "Paid home visit or centre" },
    { name: "Polysomnography", price: "₹8,000", report: "2-3 days", fast: null, place: "Green Park centre only" },
    { name: "Standard NCV", price: "₹3,000", report: "24-48 hours", fast: null, place: "Paid home visit or centre" },
    { name: "Thyroid Function Test", price: "₹650", report: "24 hours", fast: null, place: "Free home collection" },
  ] as const;

  test("every result card says the price, report time, fast and place, in the same places", async ({ page }) => {
    // The table is the content's first ten entries, in its order (the list's order with no search).
    expect(FIRST_PAGE.map((row) => row.name)).toEqual(catalogueEntries.slice(0, 10).map((entry) => entry.name));
    await open(page, "/find-test");
    const cards = results(page).getByRole("listitem");
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
      await expect(card.getByRole("button", { name: /^Add to Package/ })).toBeVisible();
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
    await open(page, "/find-test?q=vit%20D&specialty=orthopedics");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("vit D");
    await expect(page.getByLabel("Specialty")).toHaveValue("orthopedics");
    // Vitamin D itself is filed under endocrinology; the bone package that measures it is orthopaedics.
    await expect(page.getByText("1 test found")).toBeVisible();
    await expect(results(page).getByRole("link").first()).toHaveText("Woman Bone & Joint Health Package");

    await open(page, "/find-test?category=dental&specialty=x&page=99&size=7");
    await expect(page.getByLabel("Category")).toHaveValue("all");
    await expect(page.getByLabel("Specialty")).toHaveValue("all");
    await expect(page.getByLabel("Items per page")).toHaveValue("10");
    await expect(summary(page)).toHaveText("Showing 231 to 235 of 235 items");
  });

  test("the name is a real link, typos and aliases are understood, hostile text is harmless", async ({ page }) => {
    const errors = collectPageErrors(page);
    await open(page, "/find-test?q=thyriod");
    await expect(results(page).getByRole("link").first()).toHaveText("Thyroid Function Test");
    await open(page, "/find-test?q=sleep%20study");
    await expect(results(page).getByRole("link", { name: "Polysomnography", exact: true })).toHaveAttribute(
      "href",
      "/test-details/8?from=find-test",
    );
    await open(page, `/find-test?q=${encodeURIComponent('<script>alert(1)</script>.*[(' + "🩸".repeat(50))}`);
    await expect(page.getByText("0 tests found")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^No tests found/ })).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page.getByText("235 tests found")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("page size resets the page to 1; Book Now, experts and guide lead somewhere real", async ({ page }) => {
    await open(page, "/find-test?page=3");
    await expect(summary(page)).toHaveText("Showing 21 to 30 of 235 items");
    await page.getByLabel("Items per page").selectOption("20");
    await expect(page).toHaveURL(/\/find-test\?size=20$/);
    await expect(summary(page)).toHaveText("Showing 1 to 20 of 235 items");

    const book = page.getByRole("link", { name: /^Book Now\W+Complete Blood Count \(CBC\)/ });
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
    const href = (await book.getAttribute("href")) ?? "";
    expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toContain("Complete Blood Count (CBC) (₹299)");

    const experts = page.getByRole("link", { name: /Consult Our Experts/ });
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
    await open(page, "/find-test");
    await page.getByRole("button", { name: "Page 2", exact: true }).focus();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/page=2/);
    await expect(summary(page)).toHaveText("Showing 11 to 20 of 235 items");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Page 3", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(summary(page)).toHaveText("Showing 21 to 30 of 235 items");
    await page.getByRole("button", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await expect(summary(page)).toHaveText("Showing 31 to 40 of 235 items");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(summary(page)).toHaveText("Showing 231 to 235 of 235 items");
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  test("the URL follows the search once typing settles, and at once when the box is left", async ({ page }) => {
    await open(page, "/find-test?page=3");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.pressSequentially("thyroid", { delay: 30 });
    // the results follow the keys; the URL follows when typing settles (replacing the entry, page 1)
    await expect(page.getByText("26 tests found")).toBeVisible();
    await expect(summary(page)).toHaveText("Showing 1 to 10 of 26 items");
    await expect(page).toHaveURL(/\/find-test\?q=thyroid$/);
    // typed and left at once for a result: the URL caught up first, so Back returns to that search
    await search.fill("lipid");
    await results(page).getByRole("link", { name: "Lipid Profile", exact: true }).click();
    await expect(page).toHaveURL(/\/test-details\/\d+\?from=find-test$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/find-test\?q=lipid$/);
    await expect(search).toHaveValue("lipid");
    await page.goBack();
    await expect(page).not.toHaveURL(/find-test/);
  });

  test("fast typing and editing in the middle keep every key and the caret", async ({ page }) => {
    await open(page, "/find-test");
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
    await open(page, "/find-test");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test("shows compact cards, a filter panel and 3 page buttons", async ({ page }) => {
      await open(page, "/find-test");
      const cbc = results(page).getByRole("listitem").filter({ hasText: "Complete Blood Count (CBC)" });
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
      await page.getByText("Polysomnography").filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/test-details\/8\?from=find-test$/);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe("home search", () => {
  test("home search → details → back to /#search", async ({ page }) => {
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Search tests and health packages" });
    await box.fill("li");
    await expect(page.getByRole("listbox")).toBeHidden();
    await box.fill("lipid");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("option", { name: /^Lipid Profile/ }).click();
    await expect(page).toHaveURL(/\/test-details\/2\?from=home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lipid Profile" })).toBeVisible();
    await expect(page.getByText("Fast for 12 hours before the sample: no food or drink other than plain water.")).toBeVisible();
    const back = page.getByRole("link", { name: "Back to Home" });
    await expect(back).toHaveAttribute("href", "/#search");
    await back.click();
    await expect(page).toHaveURL(/\/#search$/);
  });

  test("the combobox works by keyboard alone", async ({ page }) => {
    await open(page, "/");
    const box = page.getByRole("combobox");
    await box.focus();
    await page.keyboard.type("thy");
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const options = listbox.getByRole("option");
    await expect(options.first()).toContainText("Thyroid Function Test");
    await expect(box).not.toHaveAttribute("aria-activedescendant");

    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(listbox).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/test-details\/10\?from=home$/);
  });

  test("suggestions close 200 ms after the box loses focus, show at most 10, and pick packages too", async ({ page }) => {
    await open(page, "/");
    const box = page.getByRole("combobox");
    await box.fill("test");
    await expect(page.getByRole("option")).toHaveCount(10);
    await box.fill("sugar test");
    await expect(page.getByRole("option", { name: /Diabetic Profile/ })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("listbox")).toBeHidden();
    await box.fill("allergy resp");
    await page.getByRole("option", { name: /Allergy Respiratory Package/ }).click();
    await expect(page).toHaveURL(/\/package-details\/115\?from=home$/);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/#packages");
  });
});

test.describe("health packages", () => {
  test("packages → category → details → back", async ({ page }) => {
    await open(page, "/health-packages");
    await expect(page.getByRole("heading", { level: 1, name: "Comprehensive Health Packages" })).toBeVisible();
    for (const title of ["Full Body Checkups", "Women Health Checkups", "Allergy Test Packages", "Specialty Profiles"]) {
      const section = page.getByRole("region", { name: title });
      await expect(section.getByRole("listitem")).toHaveCount(4);
    }
    const allergy = page.getByRole("region", { name: "Allergy Test Packages" });
    await expect(allergy.getByText("12 Parameters Included")).toBeVisible();
    // A package card books and joins My Package like every other list's.
    const first = allergy.getByRole("listitem").first();
    const book = first.getByRole("link", { name: /^Book Now/ });
    expect(new URL((await book.getAttribute("href")) ?? "").searchParams.get("text")).toContain("(₹");
    await expect(first.getByRole("button", { name: /^Add to Package/ })).toHaveAttribute("aria-pressed", "false");
    await expect(allergy.getByText("₹4,500")).toBeVisible();
    await expect(allergy.getByText("Popular")).toHaveCount(1);
    await allergy.getByRole("link", { name: "View All Allergy Test Packages" }).click();

    await expect(page).toHaveURL(/\/health-packages\/allergy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Allergy Test Packages" })).toBeVisible();
    await expect(page.getByText("5 packages available")).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toContainText("Home");
    await expect(crumbs.getByRole("link", { name: "Health Packages" })).toHaveAttribute("href", "/health-packages");
    await expect(page.getByRole("region", { name: "Packages in Allergy Test Packages" }).getByRole("listitem")).toHaveCount(5);
    await page.getByRole("heading", { name: "Food Allergy Screening Test" }).getByRole("link").click();

    await expect(page).toHaveURL(/\/package-details\/119\?from=packages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Food Allergy Screening Test" })).toBeVisible();
    await expect(page.getByText("3 Parameters Included")).toBeVisible();
    await page.getByRole("link", { name: "Back to Health Packages" }).click();
    await expect(page).toHaveURL(/\/health-packages$/);
  });

  test("package panels open one at a time; Book Now names the package and its price", async ({ page }) => {
    await open(page, "/package-details/101");
    const panels = page.locator("details");
    await expect(panels.nth(0)).toHaveAttribute("open", "");
    await page.getByText("Lipid Profile (8)").click();
    await expect(panels.nth(1)).toHaveAttribute("open", "");
    await expect(panels.nth(0)).not.toHaveAttribute("open", "");
    await expect(page.getByText("84 Parameters Included")).toBeVisible();
    const href = (await page.getByRole("link", { name: /^Book Now/ }).getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("text")).toContain("Total Care Checkup (₹2,999)");
    await expect(page.getByRole("link", { name: "Back to Find Test" })).toHaveAttribute("href", "/find-test");
  });

  test("a broken image falls back to the fallback image, then to the Health+ banner", async ({ page }) => {
    await page.route("**/images/packages/heart.svg", (route) => route.abort());
    await open(page, "/health-packages/specialty");
    const card = page.getByRole("listitem").filter({ hasText: "Cardiac Checkup" });
    await expect(card.getByRole("img", { name: "Illustration of a test tube and a plus sign" })).toBeVisible();

    await page.route("**/images/packages/fallback.svg", (route) => route.abort());
    await open(page, "/health-packages/specialty");
    await expect(card.getByRole("img", { name: "Health+" })).toBeVisible();
    await expect(card.getByText("Health+")).toBeVisible();
  });
});

test.describe("not found", () => {
  const cases: [string, string, string][] = [
    ["/test-details/99999", "Test Not Found", "The test you're looking for doesn't exist."],
    ["/test-details/100", "Test Not Found", "The test you're looking for doesn't exist."],
    ["/test-details/abc", "Test Not Found", "The test you're looking for doesn't exist."],
    ["/package-details/1", "Package Not Found", "The health package you're looking for doesn't exist."],
    ["/package-details/0999", "Package Not Found", "The health package you're looking for doesn't exist."],
    ["/health-packages/unknown", "Category Not Found", "The health package category you're looking for doesn't exist."],
  ];
  for (const [url, title, message] of cases) {
    test(`${url} shows ${title}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      if (title === "Category Not Found") {
        await expect(page.getByRole("link", { name: "Back to Health Packages" })).toHaveAttribute("href", "/health-packages");
      }
      await expectNoAxeViolations(page);
      // The document's own 404 status, logged once by Chromium; no other error, 404 or not.
      expect(errors).toEqual([DOCUMENT_404]);
    });
  }
});
