import { expect, test, type Page } from "@playwright/test";
import { chatMessageOf, expectNoAxeViolations, layoutShift, observeLayoutShift, waitForHydration } from "./helpers";

// My Package, one browser context per journey. Every expected name, price, total, fasting sentence and
// chat message below is written out by hand from the content (app/content/catalogue.ts, services.ts,
// test-facts.ts, centres.ts, centre-pin-codes.ts), not computed with the rules the page itself uses, so
// a wrong rule in app/domain/my-package*.ts fails here. A content change that moves one of these
// values means updating it here too.
const LIPID = "Lipid Profile"; // catalogue 2, ₹450, lipid-profile: 12 hours fasting
const BASIC = "Basic Health Checkup"; // catalogue 100, ₹1,499, holds the lipid profile (12 h) and CBC
const CBC = "Complete Blood Count (CBC)"; // catalogue 1, ₹299, no fasting
const B12 = "Vitamin B12"; // department test vitamin-b12 (pathology, blood tests), ₹700, no fasting
/** The longest fast of Lipid Profile + Basic Health Checkup (+ CBC and B12, which need none). */
const TWELVE_HOUR_FAST = "Fast for 12 hours before collection: needed for Lipid Profile and Basic Health Checkup";
const SERVED_PIN = "110016"; // the first PIN code of the Green Park centre
const SERVED_CENTRE = "Green Park (Head Centre)";

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
  const [lipid, basic, cbc, b12] = [LIPID, BASIC, CBC, B12];

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
  // content/en/test-facts/ (lipid-profile, kft, tsh, urine-routine, vitamin-b12) and content/en/advice/.
  await expect(items.getByTestId("item-fasting")).toHaveText(["12 hours", "12 hours", "No fasting", "No fasting"]);
  await expect(page.getByTestId("preparation-steps").getByRole("listitem")).toHaveText([
    "Avoid alcohol for 24 hours before the sample. (Lipid Profile and Basic Health Checkup)",
    "If you take a thyroid tablet, take it after the sample, not before. (Basic Health Checkup)",
    "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first. (Basic Health Checkup and Vitamin B12)",
    "If you have your period, tell us before giving a urine or stool sample: blood from the period can change the result, and the test may need repeating after it ends. (Basic Health Checkup)",
    "Kidney function test (KFT): Do not eat meat in the 12 hours before the sample, as it can raise creatinine for a few hours. (Basic Health Checkup)",
    "Urine routine & microscopy: Collect a clean-catch midstream sample of the first morning urine in the sterile container we provide. (Basic Health Checkup)",
    "Tell us if you take B12 tablets or injections; your doctor may ask you to give the sample before the next dose. (Vitamin B12)",
  ]);
  const main = await page.getByRole("main").innerText();
  for (const once of ["Fast for 12 hours", "Keep taking your usual medicines", "If you take insulin or sugar-lowering tablets", "Avoid alcohol"]) {
    expect(main.split(once).length - 1, once).toBe(1);
  }
  await expect(items.filter({ hasText: /before the sample|Preparation/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await itemCard(cbc).getByRole("button", { name: new RegExp(`^Remove\\W+${escape(cbc)}$`) }).click();
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

test("booking details, the PIN check and the composed chat message, at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
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
  await pin.fill(SERVED_PIN);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(result).toContainText(`Home collection is available at ${SERVED_PIN}`);
  await expect(result).toContainText(SERVED_CENTRE);
  await pin.fill("400001");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(result).toContainText("We do not serve 400001");
  await expect(result).toContainText("Nearest centres");
  await pin.fill("1100");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(result).toHaveText("Enter a valid 6-digit PIN code");
  await expect(pin).toHaveAttribute("aria-invalid", "true");
  await pin.fill(SERVED_PIN);
  await page.getByLabel("Time slot").selectOption({ label: "8–10 AM" });
  await page.getByLabel("Note").fill("Second floor");

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Name")).toHaveValue("Asha Verma");
  await expect(page.getByLabel("PIN code")).toHaveValue(SERVED_PIN);
  expect(page.url()).not.toMatch(/Asha|Second|110/);

  const text = await chatMessageOf(page, page.getByTestId("book-on-chat"));
  const message = [
    "Hello, I'd like to book these tests:",
    "1. Lipid Profile: ₹450",
    "2. Basic Health Checkup: ₹1,499",
    "Total: ₹1,949 (2 items)",
    "Home collection, PIN code 110016",
    "Preferred time: 8–10 AM",
    "Name: Asha Verma",
    "Note: Second floor",
    "Reminder: Fast for 12 hours before collection: needed for Lipid Profile and Basic Health Checkup.",
    "Please confirm the next steps.",
  ].join("\n");
  expect(text).toBe(message);
  const mail = (await page.getByTestId("email-list").getAttribute("href")) ?? "";
  expect(mail).toMatch(/^mailto:/);
  // The same message in the mail's body, its lines ending in CRLF as mail wants.
  expect(decodeURIComponent(mail)).toContain(message.replaceAll("\n", "\r\n"));
  await expect(page.getByRole("link", { name: /Call to book/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
  // The share link carries item ids only.
  await expect(page.getByLabel(/Share link/)).toHaveValue(/\/my-package\?items=2,100$/);

  // The phone bar on My Package: the list's total and "Book on chat", which books the same message
  // (docs/decisions/030-the-bar-books-the-page.md); Call stays, My Package (this page) gives way.
  const phoneBar = page.getByRole("navigation", { name: "Call, chat or your package" });
  await expect(phoneBar.getByRole("link")).toHaveText([/^Call/, /^Book on chat/]);
  await expect(phoneBar.getByTestId("bar-total")).toHaveText("Total · 2 items₹1,949");
  const barBook = phoneBar.getByRole("link", { name: /^Book on chat/ });
  await expect(barBook).toHaveAttribute("target", "_blank");
  expect(await chatMessageOf(page, barBook)).toBe(message);
  // With a PIN code that is not one, neither button books: each takes the patient to the field instead.
  let popups = 0;
  page.on("popup", () => popups++);
  await pin.fill("1100");
  await page.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
  await barBook.click();
  await expect(pin).toBeFocused();
  await expect(pin).toBeInViewport();
  await expect(result).toHaveText("Enter a valid 6-digit PIN code");
  await page.getByLabel("Name").focus();
  await page.getByTestId("book-on-chat").click();
  await expect(pin).toBeFocused();
  expect(popups, "no chat opened with the wrong PIN code").toBe(0);
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
  await expect(page.getByRole("heading", { name: "Your package is empty" })).toBeVisible();
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
