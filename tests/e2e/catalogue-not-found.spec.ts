import { expect, test } from "@playwright/test";
import { collectPageErrors, DOCUMENT_404, expectNoAxeViolations, waitForHydration } from "./helpers.ts";

// An unknown test, package or package category: its own not-found page.

test.describe("not found", () => {
  const cases: [string, string, string][] = [
    ["/test-details/99999", "Test Not Found", "The test you're looking for doesn't exist."],
    ["/test-details/100", "Test Not Found", "The test you're looking for doesn't exist."],
    ["/test-details/abc", "Test Not Found", "The test you're looking for doesn't exist."],
    ["/package-details/1", "Package Not Found", "The health package you're looking for doesn't exist."],
    ["/package-details/0999", "Package Not Found", "The health package you're looking for doesn't exist."],
    ["/health-packages/unknown", "Category Not Found", "The health package category you're looking for doesn't exist."],
  ];
  for (const [url, title, message] of cases) {
    test(`${url} shows ${title}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      if (title === "Category Not Found") {
        await expect(page.getByRole("link", { name: "Back to Health Packages" })).toHaveAttribute("href", "/health-packages");
      }
      await expectNoAxeViolations(page);
      // The document's own 404 status, logged once by Chromium; no other error, 404 or not.
      expect(errors).toEqual([DOCUMENT_404]);
    });
  }
});
