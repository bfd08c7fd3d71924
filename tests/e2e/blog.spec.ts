import { expect, test } from "@playwright/test";
import { articleFilters } from "#content/article-categories.ts";
import { articles } from "#content/articles.ts";
import { medicalNote } from "#content/medical-note.ts";
import { waitForHydration } from "./helpers.ts";

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
    await expect(page.getByTestId("article-card")).toHaveCount(articles.length - 1);
    for (const card of await page.getByTestId("article-card").all()) {
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(2);
    }
  });

  test("filters show true counts and each filters the grid (the featured article stays on top)", async ({ page }) => {
    const group = page.getByRole("group", { name: "Filter articles by category" });
    const featured = articles.find((a) => a.featured);
    for (const f of [...articleFilters.slice(1), articleFilters[0]]) {
      const label = f.label;
      const count = f.count;
      const shown = articles.filter((a) => a !== featured && (f.id === "all" || a.category === f.id)).length;
      const button = group.getByRole("button", { name: filterName(label, count) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("article-card")).toHaveCount(shown);
      expect(shown, `${label}: the displayed count is true`).toBe(
        f.id === "all" ? count - 1 : count - (featured?.category === f.id ? 1 : 0),
      );
      await expect(page.getByText("No articles found")).toHaveCount(0);
    }
  });

  test("an article's full text reads in place", async ({ page }) => {
    const card = page.getByTestId("article-card").filter({ hasText: "Preparing for a lipid profile" });
    const text = card.getByText("Plain water is allowed and helps the phlebotomist find a vein.", { exact: false });
    await expect(text).toBeHidden();
    await card.getByText("Read Article").click();
    await expect(text).toBeVisible();
    await expect(card.getByText(medicalNote)).toBeVisible();
  });

  test("newsletter box: email, Subscribe and the no-spam line once", async ({ page }) => {
    const box = page.locator("section").filter({ has: page.getByRole("heading", { name: "Get health tips in your inbox" }) });
    await expect(box.getByRole("textbox", { name: /email/i })).toHaveAttribute("type", "email");
    await expect(box.getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(box.getByText("No spam, unsubscribe at any time")).toHaveCount(1);
  });
});
