import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers.ts";

test.describe("patient information centre", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
  });

  test("downloads are real PDF files of the stated size", async ({ page, request }) => {
    const links = page.getByRole("link", { name: /Download PDF/ });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      await expect(link).toHaveAttribute("download", "");
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      const name = (await link.textContent()) ?? "";
      expect(name).toContain(`${Math.ceil(body.length / 1024)} KB`);
    }
  });

  test("a download by click saves the file", async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Download PDF\s*: Test Preparation Guide/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("test-preparation-guide.pdf");
  });

  test("the video entry opens the steps on the home page", async ({ page }) => {
    await expect(page.getByText("Video", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "See the 4 steps" }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.locator("#how-it-works")).toBeVisible();
  });

  test("FAQ accordion: one open at a time, clicking the open one closes it", async ({ page }) => {
    // The FAQ's own groups (a quick link above is also called "Home Collection").
    const faq = page.getByRole("region").filter({ has: page.getByRole("heading", { name: "Frequently asked questions" }) });
    for (const group of ["Booking & Preparation", "Home Collection", "Reports & Payments"]) {
      await expect(faq.getByRole("heading", { name: group })).toBeVisible();
    }
    const first = page.locator("details").filter({ hasText: "Which tests need fasting?" });
    const second = page.locator("details").filter({ hasText: "Is home sample collection free?" });
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(page.locator("details[open]")).toHaveCount(1);
    await second.locator("summary").click();
    await expect(page.locator("details[open]")).toHaveCount(0);
    // By keyboard too.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expectNoAxeViolations(page);
  });

  test("quick-access tiles and support contacts lead somewhere real", async ({ page, request }) => {
    for (const name of ["Find a Test", "Health Packages", "Our Centres", "Home Collection", "Health Articles", "Contact Us"]) {
      const href = (await page.locator("main").getByRole("link", { name, exact: true }).getAttribute("href"))!;
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await expect(page.locator("main").getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(page.locator("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    const chat = page.locator("main").getByRole("link", { name: /Chat on WhatsApp/ });
    expect(((await chat.getAttribute("href")) ?? "").startsWith("https://wa.me/919876543210")).toBe(true);
  });
});
