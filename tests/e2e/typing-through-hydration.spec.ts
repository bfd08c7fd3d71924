import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors, throttleLikeAPhone } from "./helpers";

// Nothing typed is lost while an island takes over (decisions 008 and 021). Unlike pre-hydration.spec.ts,
// which holds the scripts back so that every key falls before hydration, these runs let the page load
// as it would on the phone profile (4x CPU, 150 ms latency, 1.6 Mbit/s) and type the moment the box
// shows, 60 ms between keys, starting a little later on each run, so that across the runs keys land
// before the island's scripts arrive, while React hydrates it, and right after. Every run must end
// with every letter in the box and the results and URL that follow it.
const RUNS = 8;
const STEP_MS = 120;

async function typeFromFirstSight(page: Page, url: string, box: ReturnType<Page["getByRole"]>, run: number) {
  await throttleLikeAPhone(page);
  await page.goto(url, { waitUntil: "commit" });
  await box.waitFor({ state: "visible" });
  if (run > 0) await page.waitForTimeout(run * STEP_MS);
  await box.click();
  await box.pressSequentially("lipid", { delay: 60 });
}

test.describe("typing through hydration on a slow phone", () => {
  test.describe.configure({ timeout: 60_000 });

  for (let run = 0; run < RUNS; run += 1) {
    test(`find-test, run ${run + 1}: every key of "lipid" stays, and the URL and results follow`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const box = page.getByRole("searchbox", { name: "Search" });
      await typeFromFirstSight(page, "/find-test", box, run);
      await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
      await expect(box).toHaveValue("lipid");
      await expect(page).toHaveURL(/[?&]q=lipid(&|$)/, { timeout: 10_000 });
      await expect(page.getByRole("link", { name: /Lipid Profile/ }).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`home search, run ${run + 1}: every key of "lipid" stays, and suggestions follow`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const box = page.getByRole("combobox", { name: "Search tests and health packages" });
      await typeFromFirstSight(page, "/", box, run);
      await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
      await expect(box).toHaveValue("lipid");
      await expect(page.getByRole("option", { name: /Lipid Profile/ }).first()).toBeVisible({ timeout: 10_000 });
      expect(errors).toEqual([]);
    });
  }
});
