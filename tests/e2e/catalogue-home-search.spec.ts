import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers.ts";

// The home page's search box: suggestions, by mouse and keyboard, to a details page and back.

test.describe("home search", () => {
  test("home search → details → back to /#search", async ({ page }) => {
    await openHydrated(page, "/");
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
    await openHydrated(page, "/");
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
    await openHydrated(page, "/");
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
