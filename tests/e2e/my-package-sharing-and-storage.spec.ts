import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, layoutShift, observeLayoutShift, waitForHydration } from "./helpers.ts";
import { CBC, count, storeList } from "./my-package-page.ts";

// My Package's list outside the page (./my-package-page.ts): a share link in a fresh browser, corrupt or
// oversized storage, the empty state without layout shift, two tabs in step.

test("a share link opens the list in a fresh browser, skips unknown ids and asks before replacing", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/my-package?items=2,lipid-profile,9999,%3Cb%3E");
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(2);
  await expect(page.getByTestId("share-notice")).toContainText("2 items in the link are not in our list");
  await expect(page).toHaveURL(/\/my-package$/);

  await page.goto("/my-package?items=100");
  await waitForHydration(page);
  await expect(page.getByTestId("share-prompt")).toContainText("This link has 1 item. My tests already has 2 items.");
  await page.getByRole("button", { name: "Add to my list" }).click();
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await expect(page).toHaveURL(/\/my-package$/);

  await page.goto("/my-package?items=1");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Replace my list" }).click();
  await expect(page.getByTestId("package-item")).toHaveCount(1);
  await expect(page.getByTestId("package-item")).toContainText(CBC);
  await context.close();
});

test("corrupt or oversized storage is repaired, the empty state, two tabs in step, and no layout shift", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/my-package");
  await page.evaluate(() => localStorage.setItem("my-package", "{not json"));
  await observeLayoutShift(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "No tests here yet" })).toBeVisible();
  // The empty page is painted as it will be: nothing moves as the list island takes over (decision 031).
  expect(await layoutShift(page)).toBeLessThan(0.02);
  await expect(page.getByRole("link", { name: "Find a Test" }).last()).toHaveAttribute("href", "/find-test");
  await expect(page.getByRole("link", { name: "Health Packages" }).last()).toHaveAttribute("href", "/health-packages");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 35 catalogue ids, stored in the earlier bare-array format: tests 1–16 and packages 100–118.
  const many = [...Array.from({ length: 16 }, (_, i) => i + 1), ...Array.from({ length: 19 }, (_, i) => i + 100)];
  await page.evaluate((items) => localStorage.setItem("my-package", JSON.stringify(items)), many);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(30);
  await expect(count(page)).toHaveText("(30)");

  // Another tab sees the change through the storage event.
  const other = await context.newPage();
  await other.goto("/about");
  await waitForHydration(other);
  await expect(count(other)).toHaveText("(30)");
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(count(other)).toHaveText("(0)");
  await other.close();

  // The count's slot is as wide before the scripts run as with a two-digit count.
  const link = () =>
    page
      .getByRole("banner")
      .getByRole("link", { name: /My tests/ })
      .first();
  await storeList(page, many.slice(0, 12).map(String));
  await page.reload();
  await waitForHydration(page);
  await expect(count(page)).toHaveText("(12)");
  const hydratedWidth = (await link().boundingBox())!.width;
  const noJs = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 900 } });
  const staticPage = await noJs.newPage();
  await staticPage.goto("/my-package");
  const staticWidth = (await staticPage
    .getByRole("banner")
    .getByRole("link", { name: /My tests/ })
    .first()
    .boundingBox())!.width;
  expect(Math.abs(staticWidth - hydratedWidth)).toBeLessThan(1);
  await noJs.close();
});
