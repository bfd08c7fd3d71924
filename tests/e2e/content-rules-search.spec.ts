import { expect, test, type Locator } from "@playwright/test";
import { waitForHydration } from "./helpers.ts";

// Rule 11 of docs/content-review.md, in a browser (the other rules read the built pages:
// content-rules-*.spec.ts): the search shows the call-112 box as a symptom is typed or shared. Expected
// texts are written out here by hand.

async function safetyBoxIn(scope: Locator, label: "Emergency warning" | "Safety advice") {
  const box = scope.getByRole("complementary", { name: label });
  await expect(box.first()).toBeVisible();
  await expect(box.first()).toContainText("112");
  return box.first();
}

test.describe("rule 11: the search shows the call-112 box", () => {
  test("/find-test: typing chest pain shows the Emergency warning above the results", async ({ page }) => {
    await page.goto("/find-test");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search" }).fill("chest pain");
    const main = page.getByRole("main");
    const box = await safetyBoxIn(main, "Emergency warning");
    const count = main.getByRole("status").filter({ hasText: /found/ });
    await expect(count).toBeVisible();
    const [boxAt, countAt] = [await box.boundingBox(), await count.boundingBox()];
    expect(boxAt && countAt && boxAt.y + boxAt.height <= countAt.y, "the box stands above the result count").toBe(true);
  });

  test("home: typing chest pain shows the Emergency warning in the suggestions popup", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: "Search tests and health packages" });
    await box.click();
    await box.pressSequentially("chest pain");
    const popup = page.getByRole("listbox", { name: "Suggestions", includeHidden: true }).locator("xpath=..");
    await safetyBoxIn(popup, "Emergency warning");
  });

  test("/find-test?q=fever, a shared link: the fever Safety advice names 112", async ({ page }) => {
    await page.goto("/find-test?q=fever");
    await waitForHydration(page);
    const advice = await safetyBoxIn(page.getByRole("main"), "Safety advice");
    await expect(advice).toContainText("Fever: when to get help straight away");
  });
});
