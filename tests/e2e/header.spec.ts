import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

test.describe("desktop navigation (≥1024px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Services opens on hover and closes about 200 ms after the pointer leaves", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const ecg = nav.getByRole("link", { name: "ECG", exact: true });
    await expect(ecg).toBeVisible();
    // Moving into the panel keeps it open.
    await ecg.hover();
    await page.waitForTimeout(300);
    await expect(ecg).toBeVisible();
    await page.mouse.move(5, 600);
    // Still open right after leaving…
    await expect(services).toHaveAttribute("aria-expanded", "true");
    // …closed once the delay has passed.
    await expect(services).toHaveAttribute("aria-expanded", "false", { timeout: 1000 });
    await expect(ecg).toBeHidden();
  });

  test("keyboard opens with Enter, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const connect = nav.getByRole("button", { name: "Connect" });
    await connect.focus();
    await page.keyboard.press("Enter");
    await expect(connect).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(connect).toHaveAttribute("aria-expanded", "false");
    await expect(connect).toBeFocused();
  });

  test("the active item is marked with aria-current", async ({ page }) => {
    await page.goto("/find-test");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Find a Test" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a skip link moves to the main content", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the support strip shows the phone as a tel: link", async ({ page }) => {
    await page.goto("/");
    const tel = page.getByRole("banner").locator('a[href^="tel:"]').first();
    await expect(tel).toBeVisible();
  });
});

test.describe("mobile navigation (<1024px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu button opens an accordion list", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    const services = nav.getByRole("button", { name: "Services" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Sleep Studies" }).click();
    await expect(page).toHaveURL(/\/services\/neurology\/sleep-studies$/);
    // Navigating closes the menu.
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Connect expands to Contact Us", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Connect" }).click();
    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
