import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

// The services under other paths: the legacy /facilities paths (decision 002), and the not-found page of
// an unknown department or subcategory.

/** A navigation from inside the page, as a script of the site would make it (no client-side router). */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => window.location.assign(path), to);
}

test.describe("facilities paths", () => {
  for (const prefix of ["/facilities/lab", "/facilities/health-packages"]) {
    test(`${prefix}/{sub} shows the subcategory screen of its real department`, async ({ page }) => {
      await page.goto(`${prefix}/ncv`);
      await expect(page.getByRole("heading", { level: 1, name: "Nerve Conduction Study" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Neurology" })).toHaveAttribute(
        "href",
        "/services/neurology",
      );
      await expect(page.getByTestId("subcategory-test").getByText("₹3,000 + home visit ₹300", { exact: true })).toBeVisible();
    });
  }

  test("in-app, /facilities/lab replaces its history entry with /services/lab", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const before = await page.evaluate(() => history.length);
    await navigateInApp(page, "/facilities/lab");
    await expect(page).toHaveURL(/\/services\/lab$/);
    await expect(page.getByRole("heading", { level: 1, name: "Diagnostic Services & Departments" })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("in-app, /facilities/health-packages ends on /health-packages without extra history entries", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const before = await page.evaluate(() => history.length);
    await navigateInApp(page, "/facilities/health-packages");
    await expect(page).toHaveURL(/\/health-packages$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("not found", () => {
  for (const path of [
    "/services/dentistry",
    "/services/pathology/unknown-sub",
    "/services/pathology/ecg",
    "/services/unknown/ecg",
    "/facilities/lab/unknown-sub",
    "/facilities/health-packages/%3Cb%3E%F0%9F%A9%BA",
  ]) {
    test(`${path} shows Service Not Found`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
      await page.getByRole("link", { name: "Back to Services" }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole("heading", { level: 1, name: "Diagnostic Services & Departments" })).toBeVisible();
    });
  }
});
