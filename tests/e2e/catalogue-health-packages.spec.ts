import { expect, test } from "@playwright/test";
import { openHydrated, widenHydrated } from "./helpers.ts";

// The health packages: the categories, a category's page, a package's details, a test's details, and the image fallbacks.

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
    await expect(first.getByRole("button", { name: /^Add to My tests/ })).toHaveAttribute("aria-pressed", "false");
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

  test("package groups start closed, each with its one-line summary, and open one at a time; Book Now names the package and its price", async ({
    page,
  }) => {
    await openHydrated(page, "/package-details/101");
    const panels = page.locator("details");
    // Closed: the 24-line blood count no longer fills a phone's screen (content/en/test-facts/lipid-profile.json's lines).
    await expect(panels.and(page.locator("[open]"))).toHaveCount(0);
    const lipid = panels.filter({ has: page.getByRole("heading", { name: "Lipid profile", exact: true }) });
    await expect(lipid.locator("summary")).toContainText("8 parameters: Total cholesterol, Triglycerides, HDL cholesterol, …");
    await expect(lipid.getByText("VLDL cholesterol")).toBeHidden();
    await lipid.locator("summary").click();
    await expect(lipid.getByText("VLDL cholesterol")).toBeVisible();
    await panels.first().locator("summary").click();
    await expect(panels.first()).toHaveAttribute("open", "");
    await expect(lipid).not.toHaveAttribute("open", "");
    await expect(page.getByText("84 Parameters Included")).toBeVisible();
    const href = (await page.getByRole("link", { name: /^Book Now/ }).getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("text")).toContain("Total Care Checkup (₹2,999)");
    await expect(page.getByRole("link", { name: "Back to Find Test" })).toHaveAttribute("href", "/find-test");
  });

  test("a test's page answers in a patient's order, its reasons open and the insulin line across the price card, at 375 and 1280 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHydrated(page, "/test-details/2");
    const title = page.getByRole("heading", { level: 1, name: "Lipid Profile" });
    await expect(page.locator("h1 + div")).toHaveText("Also called: Cholesterol test, Lipid panel, LDL");
    // The reasons are on the page, not behind a toggle: visible without a click.
    await expect(page.getByText("Statin therapy follow-up")).toBeVisible();
    const headings = await page.locator("main h2:not(.sr-only)").allTextContents();
    expect(headings.slice(0, 4)).toEqual(["Why it's done", "How the sample is taken", "Before the test", "Getting your result"]);
    const card = page.getByRole("complementary", { name: "Price and booking" });
    for (const width of [375, 1280]) {
      if (width === 1280) await widenHydrated(page, 1280);
      await expect(title).toBeVisible();
      // The insulin note is a line of its own, as wide as the label/value grid above it.
      const grid = await card.locator("dl").boundingBox();
      const note = await card
        .getByText("On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.")
        .boundingBox();
      expect(grid && note && Math.abs(grid.width - note.width) <= 1, `${width} px: ${JSON.stringify({ grid, note })}`).toBe(true);
      expect(note!.y).toBeGreaterThanOrEqual(grid!.y + grid!.height);
    }
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
