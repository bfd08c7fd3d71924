import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

/** A filter button's name: its label and count, e.g. "Events (3)". */
function filterName(label: string, count: number): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(${count}\\)$`);
}

test.describe("articles", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
  });

  test("featured article and the grid of the others", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Your annual health checkup after 30: the tests that matter" })).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByTestId("article-card")).toHaveCount(5);
    for (const card of await page.getByTestId("article-card").all()) {
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(2);
    }
  });

  test("filters show the fixed counts; each filters the grid; an empty category says so", async ({ page }) => {
    const group = page.getByRole("group", { name: "Filter articles by category" });
    for (const [label, count, shown] of [
      ["Preventive Care", 4, 1],
      ["Test Guides", 3, 2],
      ["Health Tips", 3, 2],
      ["Technology", 2, 0],
      ["All Articles", 12, 5],
    ] as const) {
      const button = group.getByRole("button", { name: filterName(label, count) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("article-card")).toHaveCount(shown);
      if (shown === 0) {
        await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
        await expect(page.getByText("Try selecting a different category")).toBeVisible();
        await expectNoAxeViolations(page);
      } else {
        await expect(page.getByText("No articles found")).toHaveCount(0);
      }
    }
  });

  test("an article's full text reads in place", async ({ page }) => {
    const card = page.getByTestId("article-card").filter({ hasText: "Preparing for a lipid profile" });
    const text = card.getByText("Plain water is allowed and helps the phlebotomist find a vein.", { exact: false });
    await expect(text).toBeHidden();
    await card.getByText("Read Article").click();
    await expect(text).toBeVisible();
  });

  test("newsletter box: email, Subscribe and the no-spam line once", async ({ page }) => {
    const box = page.locator("section").filter({ has: page.getByRole("heading", { name: "Get health tips in your inbox" }) });
    await expect(box.getByRole("textbox", { name: /email/i })).toHaveAttribute("type", "email");
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(box.getByText("No spam, unsubscribe at any time")).toHaveCount(1);
  });
});
