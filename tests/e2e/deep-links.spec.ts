import { expect, test, type Page } from "@playwright/test";
import { scaled } from "#tests/machine-slowness.ts";
import { expectNoAxeViolations, layoutShift, observeLayoutShift, throttleLikeAPhone } from "./helpers.ts";

// Shared links must not jump (decision 008): a filtered or paged find-test URL, or a details page with
// ?from=, must not paint the default state and then replace it. Layout shifts are summed by a
// PerformanceObserver from the first byte, under CDP throttling (4x CPU, 150 ms, 1.6 Mbit/s), at a
// phone width, until the page shows the URL's state; the spec never waits for the hydration marker.
test.use({ viewport: { width: 375, height: 667 } });

async function openThrottled(page: Page, url: string) {
  await observeLayoutShift(page);
  await throttleLikeAPhone(page);
  await page.goto(url, { waitUntil: "commit" });
}

const findTestLinks = [
  { url: "/find-test?q=thyroid", shows: /^\d+ tests? found$/, not: "235 tests found", pageSummary: null },
  { url: "/find-test?page=2", shows: "235 tests found", not: null, pageSummary: /Showing 13 to 24/ },
  { url: "/find-test?category=cardiology&size=20", shows: /^\d+ tests? found$/, not: "235 tests found", pageSummary: null },
];

for (const link of findTestLinks) {
  test(`${link.url}: no unfiltered list first, layout shift < 0.02`, async ({ page }) => {
    await openThrottled(page, link.url);
    const count = page.getByRole("status").filter({ hasText: /tests? found/ });
    // The count is hidden until the page shows the URL's state; the moment it shows, it is that state
    // (a busy machine can take a while to hydrate a throttled page, hence the wait).
    await expect(count).toBeVisible({ timeout: scaled(30_000) });
    expect(await count.textContent()).toMatch(link.shows);
    if (link.not) expect(await count.textContent()).not.toBe(link.not);
    if (link.pageSummary) await expect(page.getByText(link.pageSummary)).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

test("/test-details/1?from=home: the back link never shows the wrong words, no layout shift", async ({ page }) => {
  const seen: string[] = [];
  await page.exposeFunction("__seeBackLink", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    // Records what the back link says whenever it is visible, from the first paint on.
    const look = () => {
      const link = [...document.querySelectorAll("main a")].find((a) => /^Back to /.test(a.textContent ?? ""));
      if (link && getComputedStyle(link).visibility === "visible" && link.getClientRects().length) {
        (window as unknown as { __seeBackLink: (t: string) => void }).__seeBackLink(link.textContent.trim());
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await openThrottled(page, "/test-details/1?from=home");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible({ timeout: scaled(20_000) });
  // The page reports through an exposed function, whose calls arrive after the link shows: wait for them.
  await expect.poll(() => new Set(seen)).toEqual(new Set(["Back to Home"]));
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

// The link a patient sends their family: a fresh browser (no list of its own) opens the shared list of a
// test, another test and a package that holds both. Until the list island shows the list, the page holds a
// stand-in for it and the footer back (decision 031); the list then appears in place, with the notice
// above it. The three are the CBC (₹299), the lipid profile (₹450) and the Basic Health Checkup
// (₹1,499), content/en/tests/ and content/en/packages/.
test("/my-package?items=1,2,100: the shared list opens without moving, layout shift < 0.02", async ({ page }) => {
  await openThrottled(page, "/my-package?items=1,2,100");
  const items = page.getByTestId("package-item");
  await expect(items).toHaveCount(3, { timeout: scaled(30_000) });
  await expect(items.getByRole("heading", { level: 3 })).toHaveText([
    "Complete Blood Count (CBC)",
    "Lipid Profile",
    "Basic Health Checkup",
  ]);
  await expect(page.getByTestId("share-notice")).toHaveText("Showing the shared list (3 items).");
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test("/thank-you: no axe violations", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
  await expectNoAxeViolations(page);
});
