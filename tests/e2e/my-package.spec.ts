import { expect, test, type Page } from "@playwright/test";
import { catalogue } from "~/domain/catalogue";
import { centrePinCodes } from "~/content/centre-pin-codes";
import { centres } from "~/content/centres";
import { serviceCategories } from "~/content/services";
import { testFacts } from "~/content/test-facts";
import { formatRupees } from "~/domain/money";
import {
  findOverlaps,
  longestFasting,
  overlapSaving,
  overlapSavingText,
  overlapSummaryText,
  ownPreparation,
  packageTotal,
  resolvePackage,
  sharedPreparation,
} from "~/domain/my-package";
import { packageSources } from "~/domain/my-package-sources";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

// My Package, one browser context per journey. Expected names, prices and notes come from the content
// through the same domain rules the page uses.
const sources = packageSources(catalogue, serviceCategories, testFacts);
const lines = (ids: string[]) => resolvePackage(ids, sources).lines;
const nameOf = (id: string) => lines([id])[0]!.name;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The toggle of one item: "Add to Package: Lipid Profile", or "Added: Lipid Profile" once pressed. */
const toggle = (page: Page, name: string, added = false) =>
  page.getByRole("button", { name: new RegExp(`^${added ? "Added" : "Add to Package"}\\s*: ${escape(name)}$`) });
const count = (page: Page) => page.getByRole("banner").getByTestId("my-package-count").first();

async function storeList(page: Page, ids: string[]) {
  await page.evaluate((items) => localStorage.setItem("my-package", JSON.stringify({ v: 1, items })), ids);
}

test("adding from every kind of list, the header count, total, overlap, fasting and a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const lipid = nameOf("2");
  const basic = nameOf("100");
  const cbc = nameOf("1");
  const b12 = nameOf("vitamin-b12");

  await page.goto(`/find-test?q=${encodeURIComponent(lipid)}`);
  await waitForHydration(page);
  await expect(count(page)).toHaveText("(0)");
  const add = toggle(page, lipid);
  await add.click();
  await expect(toggle(page, lipid, true)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: `${lipid} added to your package (1 item)` })).toBeAttached();
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

  await page.getByRole("banner").getByRole("link", { name: /My Package/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Package" })).toBeVisible();
  const ids = ["2", "100", "vitamin-b12", "1"];
  await expect(page.getByTestId("package-item")).toHaveCount(4);
  await expect(page.getByTestId("package-total")).toContainText(formatRupees(packageTotal(lines(ids))));
  await expect(page.getByTestId("package-total")).toContainText("4 items");
  // Department tests join with the price shown on their department page.
  const b12Entry = sources.departmentTests.find((e) => e.test.id === "vitamin-b12")!;
  await expect(page.getByTestId("package-item").filter({ hasText: b12 })).toContainText(formatRupees(b12Entry.test.price));
  await expect(page.getByTestId("fasting-note")).toContainText(longestFasting(lines(ids))!.text);
  // Lipid Profile and the CBC are part of Basic Health Checkup: each card says so with what removing it
  // saves, the notice above the list sums it up and the total says what the list costs without them.
  const itemCard = (name: string) => page.getByTestId("package-item").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const overlaps = findOverlaps(lines(ids));
  expect(overlaps.map((o) => o.test.id)).toEqual(["2", "1"]);
  await expect(page.getByTestId("overlap-notice")).toContainText(overlapSummaryText(lines(ids))!);
  for (const overlap of overlaps) await expect(itemCard(overlap.test.name).getByTestId("overlap-flag")).toHaveText(overlapSavingText(overlap));
  await expect(itemCard(b12).getByTestId("overlap-flag")).toHaveCount(0);
  const { totalAfter } = overlapSaving(lines(ids));
  await expect(page.getByTestId("total-after-saving")).toContainText(`${formatRupees(totalAfter)} if you remove the items already included`);
  // Each item's preparation once: the card holds only what the Preparation section does not already say.
  const shared = sharedPreparation(lines(ids), sources);
  const basicLine = lines(["100"])[0]!;
  const basicSteps = itemCard(basic).locator("dd li");
  await expect(basicSteps).toHaveText(ownPreparation(basicLine, shared));
  for (const step of shared) await expect(itemCard(basic)).not.toContainText(step);
  await expectNoAxeViolations(page);

  await itemCard(cbc).getByRole("button", { name: new RegExp(`^Remove\\W+${escape(cbc)}$`) }).click();
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await expect(count(page)).toHaveText("(3)");
  await expect(page.getByTestId("package-total")).toContainText(formatRupees(packageTotal(lines(["2", "100", "vitamin-b12"]))));

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await expect(count(page)).toHaveText("(3)");
});

test("booking details, the PIN check and the composed chat message, at phone width", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const chatRequests: string[] = [];
  await context.route("https://wa.me/**", (route) => {
    chatRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto("/my-package");
  await storeList(page, ["2", "100"]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByLabel("Name").fill("Asha Verma");
  await page.getByLabel("Home collection").check();
  const pin = page.getByLabel("PIN code");
  const result = page.getByTestId("pin-result");
  const [servedCentre, servedPins] = Object.entries(centrePinCodes)[0]!;
  await pin.fill(servedPins[0]!);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(result).toContainText(`Home collection is available at ${servedPins[0]}`);
  await expect(result).toContainText(centres.find((c) => c.id === servedCentre)!.name);
  await pin.fill("400001");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(result).toContainText("We do not serve 400001");
  await expect(result).toContainText("Nearest centres");
  await pin.fill("1100");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(result).toHaveText("Enter a valid 6-digit PIN code");
  await expect(pin).toHaveAttribute("aria-invalid", "true");
  await pin.fill(servedPins[0]!);
  await page.getByLabel("Time slot").selectOption({ label: "8–10 AM" });
  await page.getByLabel("Note").fill("Second floor");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Name")).toHaveValue("Asha Verma");
  await expect(page.getByLabel("PIN code")).toHaveValue(servedPins[0]!);
  expect(page.url()).not.toMatch(/Asha|Second|110/);

  const popupPromise = page.waitForEvent("popup");
  await page.getByTestId("book-on-chat").click();
  const popup = await popupPromise;
  await expect.poll(() => chatRequests.length).toBeGreaterThan(0);
  const text = new URL(chatRequests[0]!).searchParams.get("text") ?? "";
  await popup.close();
  expect(text).toContain(`1. ${nameOf("2")}: ${formatRupees(lines(["2"])[0]!.price)}`);
  expect(text).toContain(`Total: ${formatRupees(packageTotal(lines(["2", "100"])))} (2 items)`);
  expect(text).toContain(`Home collection, PIN code ${servedPins[0]}`);
  expect(text).toContain("8–10 AM");
  expect(text).toContain("Name: Asha Verma");
  expect(text).toContain("Note: Second floor");
  expect(text).toContain(`Reminder: ${longestFasting(lines(["2", "100"]))!.text}`);
  const mail = (await page.getByTestId("email-list").getAttribute("href")) ?? "";
  expect(mail).toMatch(/^mailto:/);
  expect(decodeURIComponent(mail)).toContain("Name: Asha Verma");
  await expect(page.getByRole("link", { name: /Call to book/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  // The share link carries item ids only.
  await expect(page.getByLabel(/Share link/)).toHaveValue(/\/my-package\?items=2,100$/);
});

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
  await expect(page.getByTestId("share-prompt")).toContainText("This link has 1 item. Your package already has 2 items.");
  await page.getByRole("button", { name: "Add to my list" }).click();
  await expect(page.getByTestId("package-item")).toHaveCount(3);
  await expect(page).toHaveURL(/\/my-package$/);

  await page.goto("/my-package?items=1");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Replace my list" }).click();
  await expect(page.getByTestId("package-item")).toHaveCount(1);
  await expect(page.getByTestId("package-item")).toContainText(nameOf("1"));
  await context.close();
});

test("corrupt or oversized storage is repaired, the empty state, two tabs in step, and no layout shift", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/my-package");
  await page.evaluate(() => localStorage.setItem("my-package", "{not json"));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Your package is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find a Test" }).last()).toHaveAttribute("href", "/find-test");
  await expect(page.getByRole("link", { name: "Health Packages" }).last()).toHaveAttribute("href", "/health-packages");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const many = catalogue.map((item) => item.id).slice(0, 35);
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
  const link = () => page.getByRole("banner").getByRole("link", { name: /My Package/ }).first();
  await storeList(page, many.slice(0, 12).map(String));
  await page.reload();
  await waitForHydration(page);
  await expect(count(page)).toHaveText("(12)");
  const hydratedWidth = (await link().boundingBox())!.width;
  const noJs = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 900 } });
  const staticPage = await noJs.newPage();
  await staticPage.goto("/my-package");
  const staticWidth = (await staticPage.getByRole("banner").getByRole("link", { name: /My Package/ }).first().boundingBox())!.width;
  expect(Math.abs(staticWidth - hydratedWidth)).toBeLessThan(1);
  await noJs.close();
});
