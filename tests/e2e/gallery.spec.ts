import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers.ts";

/** A filter button's name: its label and count, e.g. "Events (3)". */
function filterName(label: string, count: number): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\(${count}\\)$`);
}

const filters = [
  ["All Images", 12],
  ["Center Tour", 3],
  ["Advanced Equipment", 4],
  ["Our Team", 2],
  ["Events", 3],
] as const;

test.describe("gallery", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
  });

  test("each filter shows its count and only its images", async ({ page }) => {
    const group = page.getByRole("group", { name: "Filter images" });
    await expect(group.getByRole("button", { name: filterName("All Images", 12) })).toHaveAttribute("aria-pressed", "true");
    const grid = page.locator("main ul").filter({ has: page.getByRole("button", { name: /^View larger/ }) });
    for (const [label, count] of filters) {
      const button = group.getByRole("button", { name: filterName(label, count) });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(group.getByRole("button", { pressed: true })).toHaveCount(1);
      await expect(grid.getByRole("button", { name: /^View larger/ })).toHaveCount(count);
      if (label !== "All Images") {
        const labels = await grid.locator("li p.uppercase").allTextContents();
        expect(labels, label).toHaveLength(count);
        expect(
          labels.every((l) => l.toLowerCase() === label.toLowerCase()),
          `${label}: ${labels.join(", ")}`,
        ).toBe(true);
      }
    }
    await expect(page.getByText("No images found for the selected filter.")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Built for safe, comfortable testing" })).toBeVisible();
  });

  test("viewer by mouse: opens full screen, Close closes, focus returns to the image", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "View larger: Central processing laboratory" });
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Central processing laboratory" })).toBeVisible();
    await expect(dialog.getByText("Image 3 of 12")).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByRole("heading", { name: "5-part haematology analyser" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("viewer by keyboard: focus stays inside, arrows move, Escape closes and focus returns", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "View larger: Green Park reception" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: "Sample collection room" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Wraps from the first image to the last.
    await expect(dialog.getByRole("heading", { name: "Corporate wellness day" })).toBeVisible();
    await expect(dialog.getByText("Image 12 of 12")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("viewer steps only through the filtered images", async ({ page }) => {
    await page.getByRole("button", { name: filterName("Our Team", 2) }).click();
    await page.getByRole("button", { name: "View larger: Home collection team" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Image 1 of 2")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: "Pathologists at sign-off" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: "Home collection team" })).toBeVisible();
  });

  test("every link leads somewhere real", async ({ page, request }) => {
    const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});
