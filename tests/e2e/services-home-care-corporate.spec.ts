import { expect, test } from "@playwright/test";
import { corporatePackages } from "#content/corporate.ts";
import { homeCareFaqs } from "#content/home-care-page.ts";
import { waitForHydration } from "./helpers.ts";

test.describe("home-care", () => {
  test("shows the home services with price ranges and the four packages", async ({ page }) => {
    await page.goto("/home-care");
    // Computed from the lists (read by hand): X-ray ₹549 (chest) to ₹849 (spine); blood from the fasting blood sugar at ₹80.
    await expect(page.getByText("₹549 – ₹849")).toBeVisible();
    await expect(page.getByText("From ₹80")).toBeVisible();
    await expect(page.getByText(/60-minute response in metros/).first()).toBeVisible();
    const packages = page.getByRole("region", { name: "Packages Done at Home" });
    // The warnings once, above the cards: the four call-112 lines shown (written out from
    // content/en/safety-notices/), the whole boxes and the fast's warning in one closed box.
    await expect(packages.locator("[data-safety=emergency]")).toHaveText([
      "Vomiting blood or black stools? Call 112. For Senior Citizen Home Health Check.",
      "Chest pain now? Call 112. For every test and package below.",
      "Palpitations with chest pain, fainting or breathlessness? Call 112. For Cardiac Care at Home.",
      "Struggling to breathe? Call 112. For Respiratory Care at Home.",
    ]);
    await expect(packages.locator("[data-safety=emergency]").first()).toBeVisible();
    await expect(page.locator("details[data-before-you-book]")).toHaveCount(1);
    const boxes = packages.getByRole("complementary", { name: "Emergency warning", includeHidden: true });
    await expect(boxes).toHaveCount(4);
    await expect(boxes.first()).toBeHidden();
    // What each price covers and the full report time, from the tests each package holds (read by hand);
    // a home-care package's price includes its home visits, and says so as every such price does
    // (docs/content-review.md, rule 22).
    const cards = [
      {
        title: "Senior Citizen Home Health Check",
        price: "₹3,499, home visit included",
        covers: "10 tests and 1 home visit in one price",
        report: "24-48 hours",
      },
      {
        title: "Cardiac Care at Home",
        price: "₹4,999, home visit included",
        covers: "7 tests and 2 home visits in one price",
        report: "24-48 hours",
      },
      {
        title: "Sleep Apnoea Home Study Package",
        price: "₹8,500, home visit included",
        covers: "5 tests, 2 extras and 2 home visits in one price",
        report: "2-3 days",
      },
      {
        title: "Respiratory Care at Home",
        price: "₹7,200, home visit included",
        covers: "7 tests, 1 extra and 2 home visits in one price",
        report: "2-3 days",
      },
    ];
    for (const pkg of cards) {
      const card = packages.getByRole("listitem").filter({ has: page.getByRole("heading", { name: pkg.title }) });
      await expect(card.getByText(pkg.price, { exact: true })).toBeVisible();
      await expect(card.getByText(pkg.covers)).toBeVisible();
      await expect(card.getByText(pkg.report, { exact: true })).toBeVisible();
    }
    for (const step of ["Book", "Collect", "Process", "Report"]) {
      await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
    }
  });

  test("FAQ keeps one item open at a time, by mouse", async ({ page }) => {
    await page.goto("/home-care");
    await waitForHydration(page);
    const items = page.locator('details[name="home-care-faq"]');
    await expect(items).toHaveCount(homeCareFaqs.length);
    const summary = (i: number) => items.nth(i).locator("summary");
    await summary(0).click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(page.getByText(homeCareFaqs[0]!.answer)).toBeVisible();
    await summary(1).click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await summary(1).click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(page.locator('details[name="home-care-faq"][open]')).toHaveCount(0);
  });

  test("FAQ keeps one item open at a time, by keyboard", async ({ page }) => {
    await page.goto("/home-care");
    await waitForHydration(page);
    const items = page.locator('details[name="home-care-faq"]');
    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(items.nth(3).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(2)).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(page.locator('details[name="home-care-faq"][open]')).toHaveCount(0);
  });
});

test.describe("corporate", () => {
  test("shows the three packages per employee and the impact numbers", async ({ page }) => {
    // Written out by hand from content/corporate.ts: name, price per employee, number of tests.
    const PACKAGES = [
      ["Essential Wellness", "₹1,299", "75 parameters"],
      ["Comprehensive Care", "₹2,999", "88 parameters"],
      ["Executive Health", "₹4,999", "97 parameters"],
    ] as const;
    expect(PACKAGES.map(([name]) => name)).toEqual(corporatePackages.map((pkg) => pkg.name));
    await page.goto("/corporate");
    for (const [name, price, tests] of PACKAGES) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText(tests)).toBeVisible();
    }
    await expect(page.getByText("Popular", { exact: true })).toHaveCount(0);
    // No impact figures: theirs ran out more than 12 months before the build (docs/content-review.md, rule 26).
    for (const value of ["500+", "50K+", "95%"]) await expect(page.getByText(value, { exact: true })).toHaveCount(0);
  });

  for (const [name, index] of [
    ["Get Quote", 0],
    ["Get Quote", 2],
    ["Get Custom Quote", 0],
    ["Schedule Demo", 1],
  ] as const) {
    test(`"${name}" (#${index + 1}) opens contact with the subject chosen`, async ({ page }) => {
      await page.goto("/corporate");
      await waitForHydration(page);
      await page.getByRole("link", { name, exact: true }).nth(index).click();
      await expect(page).toHaveURL(/\/contact-us\?subject=general$/);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }
});
