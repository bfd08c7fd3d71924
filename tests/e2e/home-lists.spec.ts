import { expect, test } from "@playwright/test";
import { healthPackageCategories } from "#content/health-package-categories.ts";
import { popularOnHome } from "#content/home.ts";
import { expectNoAxeViolations, waitForHydration } from "./helpers.ts";

// The home page's lists: the popular tests and packages, the package categories, and both on a phone.

test.describe("home page lists", () => {
  /**
   * The popular row as a patient reads it, written out by hand: names and prices from
   * content/catalogue.ts; report time and fast from content/test-facts.ts (a package's report
   * is its slowest test's, its fast its longest: vitamin B12 and folate take 24-48 hours, the lipid
   * profile asks 12 hours, folate 8). Never derived with the site's code.
   */
  const POPULAR = [
    { id: 1, kind: "test", name: "Complete Blood Count (CBC)", price: "₹299", report: "6 hours", fast: null },
    { id: 10, kind: "test", name: "Thyroid Function Test", price: "₹650", report: "24 hours", fast: null },
    { id: 11, kind: "test", name: "HbA1c", price: "₹380", report: "24 hours", fast: null },
    { id: 14, kind: "test", name: "Vitamin D (25-OH)", price: "₹850", report: "24 hours", fast: null },
    { id: 100, kind: "package", name: "Basic Health Checkup", price: "₹1,499", report: "24 hours", fast: "12 hours" },
    { id: 101, kind: "package", name: "Total Care Checkup", price: "₹2,999", report: "24-48 hours", fast: "12 hours" },
    { id: 103, kind: "package", name: "Diabetic Profile", price: "₹1,299", report: "24 hours", fast: "12 hours" },
    { id: 107, kind: "package", name: "Women's Wellness Panel", price: "₹2,799", report: "24-48 hours", fast: "8 hours" },
  ] as const;

  test("popular tests and packages, from the content's list, with their prices and facts", async ({ page }) => {
    // The table holds exactly the content's choice, tests then packages.
    expect(POPULAR.map((row) => row.id)).toEqual([...popularOnHome.tests, ...popularOnHome.packages]);
    await page.goto("/");
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "Common tests and packages" });
    await expect(list.getByRole("listitem")).toHaveCount(POPULAR.length);
    for (const [index, row] of POPULAR.entries()) {
      const card = list.getByRole("listitem").nth(index);
      await expect(card.getByRole("link", { name: row.name, exact: true })).toHaveAttribute(
        "href",
        `/${row.kind}-details/${row.id}?from=home`,
      );
      await expect(card.getByText(row.price, { exact: true })).toBeVisible();
      await expect(card.getByText(row.report, { exact: true })).toBeVisible();
      await expect(card.getByText(row.fast === null ? "No fasting" : `Fasting: ${row.fast}`)).toBeVisible();
      await expect(card.getByRole("button", { name: /^Add to My tests\s*:/ })).toHaveAccessibleName(
        new RegExp(`${row.name.replace(/[()]/g, "\\$&")}$`),
      );
    }
  });

  test("each package category says its lowest package price, beside an icon of its own", async ({ page }) => {
    // The cheapest package of each category, read off content/catalogue.ts with the membership of
    // docs/behaviour.md#health-packages: Basic Health Checkup, Female Hormone Profile, Food Allergy
    // Screening Test, Anaemia Panel.
    const FROM = {
      "Full Body Checkups": "From ₹1,499",
      "Women Health Checkups": "From ₹2,499",
      "Allergy Test Packages": "From ₹2,500",
      "Specialty Profiles": "From ₹1,199",
    };
    expect(Object.keys(FROM)).toEqual(healthPackageCategories.map((category) => category.title));
    await page.goto("/");
    const packages = page.locator("#packages");
    const icons = new Set<string | null>();
    for (const [title, from] of Object.entries(FROM)) {
      const card = packages.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
      await expect(card).toContainText(from);
      icons.add(await card.locator("svg[aria-hidden=true] use").first().getAttribute("href"));
    }
    expect(icons.size).toBe(healthPackageCategories.length);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 667 } });
    test("the search box shows its whole placeholder and speaks of no keys; popular items scroll sideways in one row", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const box = page.getByRole("combobox", { name: "Search tests and health packages" });
      // The placeholder's text fits the box's text area.
      const fits = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits).toBe(true);
      await expect(page.locator("#search")).not.toContainText(/arrow|Enter/i);
      await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();

      const list = page.getByRole("list", { name: "Common tests and packages" });
      const boxes = await list.getByRole("listitem").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((b) => Math.round(b.top))).size, "one row").toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "the page itself does not scroll sideways").toBe(375);
      // The hero's illustration is a low band on a phone.
      const art = await page.locator('main img[src="/images/home/hero.svg"]').boundingBox();
      expect(art!.height).toBeLessThanOrEqual(150);
      await expectNoAxeViolations(page);
    });
  });
});
