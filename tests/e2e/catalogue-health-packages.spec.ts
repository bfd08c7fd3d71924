import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers.ts";

// The health packages: the categories, a category's page, a package's details, and the image fallbacks.

test.describe("health packages", () => {
  test("packages → category → details → back", async ({ page }) => {
    await openHydrated(page, "/health-packages");
    await expect(page.getByRole("heading", { level: 1, name: "Comprehensive Health Packages" })).toBeVisible();
    for (const title of ["Full Body Checkups", "Women Health Checkups", "Allergy Test Packages", "Specialty Profiles"]) {
      const section = page.getByRole("region", { name: title });
      await expect(section.getByRole("listitem")).toHaveCount(4);
    }
    // "View Details" in the same place on every card, at a desktop's width (1280 px, where a four-column
    // card once kept it beside a short count and dropped it below a long one) and at a phone's.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const places = await page.locator("main li").evaluateAll((cards) =>
        cards.map((card) => {
          const link = [...card.querySelectorAll("a")].find((a) => a.textContent?.startsWith("View Details"))!;
          const count = [...card.querySelectorAll("span")].find((span) => /^\d+ Parameters Included$/.test(span.textContent ?? ""))!;
          const [l, c, k] = [link, count, card].map((el) => el.getBoundingClientRect());
          return `${Math.round(l!.left - k!.left)},${Math.round(l!.top - c!.top)}`;
        }),
      );
      expect(places, `${width} px`).toHaveLength(16);
      expect(new Set(places).size, `${width} px: ${places.join(" ")}`).toBe(1);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    // The fast's warning once for the page, in one closed box above the sections, naming only the
    // packages that fast (the allergy panels need no fast): never "every" package below.
    const box = page.locator("details[data-before-you-book]");
    await expect(box).toHaveCount(1);
    await expect(page.locator("[data-safety=fasting]")).toHaveCount(1);
    await expect(box.locator("[data-safety=fasting]")).toContainText("Basic Health Checkup");
    await expect(box.locator("[data-safety=fasting]")).not.toContainText("Allergy Respiratory Package");
    await expect(box.locator("[data-safety=fasting]")).not.toContainText("every");
    const allergy = page.getByRole("region", { name: "Allergy Test Packages" });
    await expect(allergy.getByText("12 Parameters Included")).toBeVisible();
    // A package card books and joins My Package like every other list's.
    const first = allergy.getByRole("listitem").first();
    const book = first.getByRole("link", { name: /^Book Now/ });
    expect(new URL((await book.getAttribute("href")) ?? "").searchParams.get("text")).toContain("(₹");
    await expect(first.getByRole("button", { name: /^Add to Package/ })).toHaveAttribute("aria-pressed", "false");
    await expect(allergy.getByText("₹4,100")).toBeVisible();
    // No package is shown as popular: that would need a source and period (docs/content-review.md, rule 26).
    await expect(allergy.getByText("Popular")).toHaveCount(0);
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
    await openHydrated(page, "/package-details/101");
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
    await openHydrated(page, "/health-packages/specialty");
    const card = page.getByRole("listitem").filter({ hasText: "Cardiac Checkup" });
    await expect(card.getByRole("img", { name: "Illustration of a test tube and a plus sign" })).toBeVisible();

    await page.route("**/images/packages/fallback.svg", (route) => route.abort());
    await openHydrated(page, "/health-packages/specialty");
    await expect(card.getByRole("img", { name: "Health+" })).toBeVisible();
    await expect(card.getByText("Health+")).toBeVisible();
  });
});
