import { expect, test } from "@playwright/test";
import { chatMessageOf, expectNoAxeViolations, waitForHydration } from "./helpers.ts";
import { SERVED_CENTRE, SERVED_PIN, storeList } from "./my-package-page.ts";

// Booking My Package at phone width (./my-package-page.ts): the booking details, the PIN check and the
// chat message, in the page and in the phone bar.

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
  await page.getByLabel("Time slot").selectOption({ label: "9–11 AM" });
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
    "Preferred time: 9–11 AM",
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

  // The phone bar on My Package: the list's total and "Book on WhatsApp", which books the same message
  // (docs/decisions/030-the-bar-books-the-page.md); Call stays, My Package (this page) gives way.
  const phoneBar = page.getByRole("navigation", { name: "Call, WhatsApp or My tests" });
  await expect(phoneBar.getByRole("link")).toHaveText([/^Call/, /^Book on WhatsApp/]);
  await expect(phoneBar.getByTestId("bar-total")).toHaveText("Total · 2 items₹1,949");
  // Beside "Book on WhatsApp", the summary is whole at 375 px, not cut to "Total · 2 it…".
  expect(
    await phoneBar
      .getByTestId("bar-total")
      .locator("span")
      .first()
      .evaluate((el) => el.scrollWidth <= el.clientWidth),
  ).toBe(true);
  const barBook = phoneBar.getByRole("link", { name: /^Book on WhatsApp/ });
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

test("Clear all forgets the booking details with the list, and details a week old are gone", async ({ page }) => {
  const storedDetails = () => page.evaluate(() => localStorage.getItem("my-package-details"));
  await page.goto("/my-package");
  await storeList(page, ["2", "100"]);
  await page.reload();
  await waitForHydration(page);
  await page.getByLabel("Name").fill("Asha Verma");
  await page.getByLabel("Home collection").check();
  await page.getByLabel("PIN code").fill(SERVED_PIN);
  await page.getByLabel("Note").fill("Second floor");
  await expect.poll(storedDetails).toContain("Asha Verma");

  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByRole("heading", { name: "No tests here yet" })).toBeVisible();
  expect(await storedDetails()).toBeNull();
  await storeList(page, ["2"]);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(1);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Note")).toHaveValue("");
  await expect(page.getByLabel("Home collection")).not.toBeChecked();

  // Saved eight days ago (docs/decisions/009-my-package.md: kept for 7 days after the last change).
  await page.evaluate(() =>
    localStorage.setItem(
      "my-package-details",
      JSON.stringify({ name: "Asha Verma", note: "Second floor", savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }),
    ),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("package-item")).toHaveCount(1);
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Note")).toHaveValue("");
  await expect.poll(storedDetails).toBeNull();
});
