import { expect, test } from "@playwright/test";
import { newsItems } from "#content/news.ts";
import { expectNoAxeViolations, waitForHydration } from "./helpers.ts";

/** A filter button's name: its label and count, e.g. "Events (3)". */
function filterName(label: string, count: number): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(${count}\\)$`);
}

const filters = [
  ["All", 8],
  ["Expansion", 2],
  ["Technology", 1],
  ["Accreditation", 1],
  ["Partnership", 1],
  ["Service Launch", 2],
  ["Digital Innovation", 1],
] as const;

test.describe("news and updates", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/press");
    await waitForHydration(page);
  });

  test("each category filter shows its count and only its stories", async ({ page }) => {
    const group = page.getByRole("group", { name: "Filter news by category" });
    await expect(group.getByRole("button", { name: filterName("All", 8) })).toHaveAttribute("aria-pressed", "true");
    for (const [label, count] of filters) {
      const button = group.getByRole("button", { name: filterName(label, count) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      const cards = page.locator("main article");
      await expect(cards).toHaveCount(count);
      if (label !== "All") {
        for (const card of await cards.all()) await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
    }
  });

  test("cards show image, badge, date, title, excerpt and tags", async ({ page }) => {
    const card = page.locator("main article").first();
    await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
    await expect(card.locator("time")).toHaveText("18 August 2025");
    await expect(card.getByRole("heading", { name: "New full-service centre opens in Rajbagh, Srinagar" })).toBeVisible();
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(3);
  });

  test("badge colours: five distinct, Digital Innovation uses the default", async ({ page }) => {
    const colour = async (label: string) =>
      page
        .locator("main article span.rounded-full", { hasText: new RegExp(`^${label}$`) })
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const five = await Promise.all(["Expansion", "Technology", "Accreditation", "Partnership", "Service Launch"].map(colour));
    expect(new Set(five).size).toBe(5);
    expect(five).not.toContain(await colour("Digital Innovation"));
  });

  test("Read Full Story expands the full story in place", async ({ page }) => {
    const story = newsItems.find((item) => item.id === "home-sleep-study-launch")!;
    const card = page.locator("main article").filter({ hasText: story.title });
    const toggle = card.getByRole("button", { name: /Read Full Story/ });
    const fullText = card.getByText(story.content.at(-1)!);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(fullText).toBeHidden();
    await toggle.click();
    await expect(card.getByRole("button", { name: /Show Less/ })).toHaveAttribute("aria-expanded", "true");
    await expect(fullText).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: /Show Less/ }).click();
    await expect(fullText).toBeHidden();
  });

  test("the media enquiries link leads somewhere real", async ({ page, request }) => {
    const href = await page.locator("main").getByRole("link", { name: "Contact Us" }).getAttribute("href");
    expect(href).toBe("/contact-us");
    expect((await request.get(href!)).status()).toBe(200);
  });
});
