import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, throttleLikeAPhone } from "./helpers";

// Shared links must not jump (decision 008): a filtered or paged find-test URL, or a details page with
// ?from=, must not paint the default state and then replace it. Layout shifts are summed by a
// PerformanceObserver from the first byte, under CDP throttling (4x CPU, 150 ms, 1.6 Mbit/s), at a
// phone width, until the page shows the URL's state; the spec never waits for the hydration marker.
test.use({ viewport: { width: 375, height: 667 } });

async function openThrottled(page: Page, url: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await throttleLikeAPhone(page);
  await page.goto(url, { waitUntil: "commit" });
}

async function cumulativeLayoutShift(page: Page): Promise<number> {
  // Two frames after the state showed, so a late shift would be counted too.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls))),
      ),
  );
}

const findTestLinks = [
  { url: "/find-test?q=thyroid", shows: /^\d+ tests? found$/, not: "41 tests found", pageSummary: null },
  { url: "/find-test?page=2", shows: "41 tests found", not: null, pageSummary: /Showing 11/ },
  { url: "/find-test?category=cardiology&size=20", shows: /^\d+ tests? found$/, not: "41 tests found", pageSummary: null },
];

for (const link of findTestLinks) {
  test(`${link.url}: no unfiltered list first, layout shift < 0.02`, async ({ page }) => {
    await openThrottled(page, link.url);
    const count = page.getByRole("status").filter({ hasText: /tests? found/ });
    // The count is hidden until the page shows the URL's state; the moment it shows, it is that state
    // (a busy machine can take a while to hydrate a throttled page, hence the wait).
    await expect(count).toBeVisible({ timeout: 30_000 });
    expect(await count.textContent()).toMatch(link.shows);
    if (link.not) expect(await count.textContent()).not.toBe(link.not);
    if (link.pageSummary) await expect(page.getByText(link.pageSummary)).toBeVisible();
    expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
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
        (window as unknown as { __seeBackLink: (t: string) => void }).__seeBackLink(link.textContent!.trim());
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await openThrottled(page, "/test-details/1?from=home");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible({ timeout: 20_000 });
  expect(new Set(seen)).toEqual(new Set(["Back to Home"]));
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.02);
});

test("/thank-you: no axe violations", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
  await expectNoAxeViolations(page);
});
