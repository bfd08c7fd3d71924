import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { MIN_FILL_MS } from "#app/domain/spam-guard.ts";
import { throttleLikeAPhone as throttlePage } from "#scripts/phone-profile.mjs";
import { scaled } from "#tests/machine-slowness.ts";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * What one axe run adds to its test's allowance. axe reads every node of the hydrated page (contrast
 * included): about a second on an idle machine, but 10–20 s measured on the two-core machine with other
 * test runs beside it (load 15), which left a page load and an axe run within a few hundred
 * milliseconds of the 30-second test timeout.
 */
const AXE_ALLOWANCE_MS = scaled(30_000);

/** Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AXE_ALLOWANCE_MS); // 0: no timeout at all (debugging)
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * What Chromium logs when the document itself is answered with a 404: the one console error a not-found
 * page may show (once), and only there.
 */
export const DOCUMENT_404 = "Failed to load resource: the server responded with a status of 404 (Not Found)";

/** Collects console errors and uncaught exceptions while a page is used. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * The React renderer of Astro's islands (the `renderer-url` of every <astro-island>: @astrojs/react's
 * client, which Astro names `client.<hash>.js`). No island hydrates until it has loaded, so a test that
 * holds its requests back keeps the whole page before hydration.
 */
export const ISLAND_RENDERER = /\/assets\/client\.[\w-]+\.js(\?.*)?$/;

/** Waits until every island has hydrated (the pre-hydration script marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Resizes a hydrated page to `width` and waits until the islands that hydrate only from some width
 * (`client:media`: the header's call-back form from 1024 px) have hydrated where they now match, as on a
 * page loaded at that width.
 */
export async function widenHydrated(page: Page, width: number) {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 900 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island[client='media']")].every(
      (island) =>
        !island.hasAttribute("ssr") || !matchMedia((JSON.parse(island.getAttribute("opts") ?? "{}") as { value: string }).value).matches,
    ),
  );
}

/** Loads a page and waits until every island has hydrated; returns the document's response. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * Waits, if need be, until the page has been open as long as a person takes to fill a form: the forms'
 * spam trap (app/domain/spam-guard.ts) holds a form sent sooner and asks for another press. Returns at once
 * when the page is older (a test that loaded it and filled a form usually is).
 */
export async function pastMinimumFillTime(page: Page) {
  await page.waitForFunction((ms) => performance.now() >= ms, MIN_FILL_MS);
}

/** A mid-range phone on slow 4G, through the DevTools protocol (scripts/phone-profile.mjs). */
export async function throttleLikeAPhone(page: Page) {
  await throttlePage(await page.context().newCDPSession(page));
}

/**
 * A test's time allowance for work that grows with the site (pages, URLs, links, assets): `baseMs` for
 * the fixed part plus `perItemMs` for each of `items`. A fixed timeout around such work fails twice
 * over: when the site grows, and when the machine is busy (the suite shares two cores with other test
 * runs, which makes every item several times slower). The work itself stays bounded: reads from disk,
 * or requests a few at a time (`inBatches` in tests/deploy-cases.ts). The sum grows with the machine's
 * slowness when the run started (tests/machine-slowness.ts; 1 when idle).
 */
export function allowanceFor(items: number, perItemMs: number, baseMs = 30_000): number {
  return scaled(baseMs + items * perItemMs);
}

/**
 * Per-item allowances for tests that repeat browser work over a list (with `allowanceFor`), measured on
 * the two-core machine with other test runs beside this one: a page load with hydration and a few
 * checks took 7.6 s on average and 11 s at most at load 15 (smoke.spec.ts, one load a test), 8.7 s plus
 * 1.4 s for hydration at load 25; a round of typing a value into a field, pressing its button and
 * checking the answer 7.7 s on average and up to 14 s at load 25 (the newsletter test of
 * hostile-input-fields.spec.ts, which ran out of 5 s a round there). On an idle machine: about a second, and
 * a few hundred milliseconds.
 */
export const PAGE_LOAD_MS = 10_000;
export const INPUT_ROUND_MS = 10_000;

/**
 * Clicks what opens the chat (the chat link, in a new tab) and returns the message it carries: the chat
 * site is never reached (its requests are recorded and aborted), and the tab is closed.
 */
export async function chatMessageOf(page: Page, opener: Locator): Promise<string> {
  const chatRequests: string[] = [];
  await page.context().route("https://wa.me/**", (route) => {
    chatRequests.push(route.request().url());
    return route.abort();
  });
  const popupPromise = page.waitForEvent("popup");
  await opener.click();
  const popup = await popupPromise;
  await expect.poll(() => chatRequests.length).toBeGreaterThan(0);
  await popup.close();
  return new URL(chatRequests[0]!).searchParams.get("text") ?? "";
}

/**
 * Sums the page's layout shifts (not those right after an input) from the first byte of every later
 * load: call before `goto`. `layoutShift` reads the sum.
 */
export async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift summed so far, read two frames on, so a late shift is counted too. */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { __cls: number }).__cls))),
      ),
  );
}
