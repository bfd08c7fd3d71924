import { expect, test } from "@playwright/test";
import { scaled } from "#tests/machine-slowness.ts";
import { expectNoAxeViolations, waitForHydration } from "./helpers.ts";
import { B12, BASIC, CBC, count, escape, LIPID, storeList, toggle, TWELVE_HOUR_FAST } from "./my-package-page.ts";

// Filling My Package (./my-package-page.ts): from every kind of list, with the header count, the total,
// the overlap with a package, the fasting note and the preparation said once, through a reload; a
// home-care package at its bundle price; the longest fast and the shorter one named apart.

test("adding from every kind of list, the header count, total, overlap, fasting and a reload", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await page.setViewportSize({ width: 1280, height: 900 });
  const [lipid, basic, cbc, b12] = [LIPID, BASIC, CBC, B12];

  await page.goto(`/find-test?q=${encodeURIComponent(lipid)}`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText("(0)");
  const add = toggle(page, lipid);
  await add.click();
  await expect(toggle(page, lipid, true)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: `${lipid} added to My tests (1 item)` })).toBeAttached();
  await expect(count(page)).toHaveText("(1)");
  // Pressing again removes it; a third press adds it back.
  await toggle(page, lipid, true).click();
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await expect(count(page)).toHaveText("(0)");
  await add.click();

  await page.goto("/health-packages");
  await waitForHydration(page);
  await toggle(page, basic).first().click();
  await expect(count(page)).toHaveText("(2)");

  await page.goto("/services/pathology/blood-tests");
  await waitForHydration(page);
  await toggle(page, b12).click();
  await expect(count(page)).toHaveText("(3)");

  await page.goto("/test-details/1");
  await waitForHydration(page);
  await toggle(page, cbc).click();
  await expect(count(page)).toHaveText("(4)");

  await page
    .getByRole("banner")
    .getByRole("link", { name: /My tests/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "My tests" })).toBeVisible();
  const items = page.getByTestId("package-item");
  await expect(items).toHaveCount(4);
  // In the order added, each at its own list's price: ₹450 + ₹1,499 + ₹700 + ₹299.
  await expect(items.nth(0)).toContainText(lipid);
  await expect(items.nth(0)).toContainText("₹450");
  await expect(items.nth(1)).toContainText(basic);
  await expect(items.nth(1)).toContainText("₹1,499");
  // Department tests join with the price shown on their department page (the catalogue has no B12 test).
  await expect(items.nth(2)).toContainText(b12);
  await expect(items.nth(2)).toContainText("₹700");
  await expect(items.nth(3)).toContainText(cbc);
  await expect(items.nth(3)).toContainText("₹299");
  await expect(page.getByTestId("package-total")).toContainText("₹2,948");
  await expect(page.getByTestId("package-total")).toContainText("4 items");
  // The longest fast is the lipid profile's 12 hours, in the lipid profile and in the package that holds it;
  // neither CBC nor B12 needs a fast, so no "for less time" line.
  const fasting = page.getByTestId("fasting-note");
  await expect(fasting.locator("p").first()).toHaveText(TWELVE_HOUR_FAST);
  await expect(fasting).not.toContainText("for less time");
  await expect(fasting).toContainText("Keep taking your usual medicines");
  await expect(fasting).toContainText("If you take insulin or sugar-lowering tablets");
  // Basic Health Checkup holds the lipid profile (₹450) and the CBC (₹299), not vitamin B12: exactly two
  // items are flagged, each with what removing it saves; the notice sums them (₹749) and the total says
  // what the list costs without them (₹2,948 − ₹749 = ₹2,199).
  const itemCard = (name: string) => items.filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(page.getByTestId("overlap-flag")).toHaveCount(2);
  await expect(itemCard(lipid).getByTestId("overlap-flag")).toHaveText("Already included in Basic Health Checkup: remove and save ₹450");
  await expect(itemCard(cbc).getByTestId("overlap-flag")).toHaveText("Already included in Basic Health Checkup: remove and save ₹299");
  await expect(itemCard(b12).getByTestId("overlap-flag")).toHaveCount(0);
  await expect(page.getByTestId("overlap-notice")).toContainText(
    "2 items on your list are already included in a package you chose. Removing them saves ₹749; each is marked below.",
  );
  await expect(page.getByTestId("total-after-saving")).toContainText("₹2,199 if you remove the items already included");
  // The preparation once (docs/content-review.md, rule 5, My Package): each card gives only its fast in
  // hours; the Preparation section gives the longest fast with the medicine rule and insulin warning
  // once, then every other sentence once with the items it concerns, in list order. Written out from
  // content/en/test-facts/ (lipid-profile, kft, tsh, vitamin-b12) and content/en/advice/ (midstream-urine for the urine routine).
  await expect(items.getByTestId("item-fasting")).toHaveText(["12 hours", "12 hours", "No fasting", "No fasting"]);
  await expect(page.getByTestId("preparation-steps").getByRole("listitem")).toHaveText([
    "Avoid alcohol for 24 hours before the sample. (Lipid Profile and Basic Health Checkup)",
    "If you take a thyroid tablet, take it after the sample, not before. (Basic Health Checkup)",
    "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first. (Basic Health Checkup and Vitamin B12)",
    "Collect a clean-catch midstream sample in the sterile container we provide: wash your hands and clean around the opening with water, pass the first part of the urine into the toilet, catch the middle part in the container without touching its inside, then close the lid. (Basic Health Checkup)",
    "If you have your period, tell us before giving a urine or stool sample: blood from the period can change the result, and the test may need repeating after it ends. (Basic Health Checkup)",
    "Kidney function test (KFT): Do not eat meat in the 12 hours before the sample, as it can raise creatinine for a few hours. (Basic Health Checkup)",
    "Tell us if you take B12 tablets or injections; your doctor may ask you to give the sample before the next dose. (Vitamin B12)",
  ]);
  const main = await page.getByRole("main").innerText();
  for (const once of [
    "Fast for 12 hours",
    "Keep taking your usual medicines",
    "If you take insulin or sugar-lowering tablets",
    "Avoid alcohol",
  ]) {
    expect(main.split(once).length - 1, once).toBe(1);
  }
  await expect(items.filter({ hasText: /before the sample|Preparation/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await itemCard(cbc)
    .getByRole("button", { name: new RegExp(`^Remove\\W+${escape(cbc)}$`) })
    .click();
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await expect(count(page)).toHaveText("(3)");
  await expect(page.getByTestId("overlap-flag")).toHaveCount(1);
  await expect(page.getByTestId("overlap-notice")).toContainText(
    "1 item on your list is already included in a package you chose. Removing it saves ₹450; it is marked below.",
  );
  await expect(page.getByTestId("package-total")).toContainText("₹2,649");
  await expect(page.getByTestId("package-total")).toContainText("3 items");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await expect(count(page)).toHaveText("(3)");
});

test("a home-care package joins at its bundle price and holds the tests it includes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Cardiac Care at Home (content/home-care.ts): ₹4,999 with 2 home visits; it holds the lipid profile.
  const cardiac = "Cardiac Care at Home";
  await page.goto("/home-care");
  await waitForHydration(page);
  await toggle(page, cardiac).click();
  await expect(toggle(page, cardiac, true)).toHaveAttribute("aria-pressed", "true");
  await expect(count(page)).toHaveText("(1)");
  await page.goto("/test-details/2");
  await waitForHydration(page);
  await toggle(page, LIPID).click();
  await expect(count(page)).toHaveText("(2)");

  await page.goto("/my-package");
  await waitForHydration(page);
  const items = page.getByTestId("package-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(cardiac);
  await expect(items.nth(0)).toContainText("Package");
  await expect(items.nth(0)).toContainText("₹4,999");
  await expect(items.nth(0).getByRole("link", { name: cardiac })).toHaveAttribute("href", "/home-care");
  await expect(items.nth(1)).toContainText("₹450");
  // ₹4,999 + ₹450; the package already holds the lipid profile, so removing it saves ₹450.
  await expect(page.getByTestId("package-total")).toContainText("₹5,449");
  await expect(page.getByTestId("overlap-flag")).toHaveCount(1);
  await expect(items.nth(1).getByTestId("overlap-flag")).toHaveText(`Already included in ${cardiac}: remove and save ₹450`);
  await expect(page.getByTestId("total-after-saving")).toContainText("₹4,999 if you remove the items already included");
  // The list leads to a booking, so it boxes the call-112 notices of the package's ECG and Holter.
  await expect(page.getByText("Chest pain now? Call 112.", { exact: true })).toBeVisible();
  await expect(page.getByText("Palpitations with chest pain, fainting or breathlessness? Call 112.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the fasting note takes the longest fast and names the shorter one apart", async ({ page }) => {
  // Women's Fertility Profile (catalogue 304) fasts 8 hours for its blood sugar; Lipid Profile 12.
  await page.goto("/my-package");
  await storeList(page, ["304", "2"]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(2);
  const fasting = page.getByTestId("fasting-note");
  await expect(fasting.locator("p").first()).toHaveText("Fast for 12 hours before collection: needed for Lipid Profile");
  await expect(fasting).toContainText("Also needs fasting, for less time: Women's Fertility Profile.");
  await expect(page.getByTestId("package-total")).toContainText("₹5,049");
});
