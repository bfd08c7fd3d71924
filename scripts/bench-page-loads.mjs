// The bench's loads of a page in Chromium under CDP throttling (the phone of phone-profile.mjs: 4x CPU,
// 150 ms, 1.6 Mbit/s), for scripts/bench.mjs: the hydration window and the browser's largest contentful
// paint, and "header answers" in a load of its own at 375 px.
// headerAnswers runs parts in the page (addInitScript, waitForFunction), where these exist.
/* global document, MutationObserver */
import { throttleLikeAPhone } from "./phone-profile.mjs";

/** A fresh throttled phone tab: cache off, the phone's CPU and network (phone-profile.mjs). */
async function phoneTab(browser, viewport) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await throttleLikeAPhone(cdp);
  return { context, page };
}

/**
 * A real load under CDP throttling: the hydration window, first contentful paint → hydrated, i.e.
 * what a phone user waits between seeing the page and every part of it answering; and the largest
 * contentful paint as the browser itself reports it.
 */
export async function throttledLoad(browser, url) {
  const { context, page } = await phoneTab(browser, { width: 412, height: 823 });
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    // Two frames more, so an LCP candidate painted with the hydrated state is counted.
    await page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve))));
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const hydrated = performance.getEntriesByName("hydrated")[0]?.startTime;
      const gap = fcp === undefined || hydrated === undefined ? Number.NaN : Math.max(0, hydrated - fcp);
      return { window: gap, lcp: globalThis.__lcp || Number.NaN };
    });
  } finally {
    await context.close();
  }
}

/**
 * "Header answers", in a throttled load of its own at 375 px: first contentful paint → React opening
 * the phone menu for a tap sent as soon as the header island's root exists (`answered`; NaN when React
 * never answers, or when a second tap does not close the menu again), and → that root (`root`: the
 * rest of `answered` is the tap's way through a busy page and React hydrating the header for it).
 */
export async function headerAnswers(browser, url) {
  const { context, page } = await phoneTab(browser, { width: 375, height: 812 });
  // The menu button: the header's disclosure button whose name is "Menu" (app/components/layout/mobile-nav.tsx).
  await page.addInitScript(() => {
    globalThis.__menuButton = () =>
      [...document.querySelectorAll("button[aria-expanded][aria-controls]")].find((b) => b.textContent.trim() === "Menu") ?? null;
    globalThis.__menuOpenedAt = Number.NaN;
    globalThis.__headerRootAt = Number.NaN;
    new MutationObserver(() => {
      const button = globalThis.__menuButton();
      if (!button || button.closest("astro-island[ssr]")) return;
      if (Number.isNaN(globalThis.__headerRootAt)) globalThis.__headerRootAt = performance.now();
      if (Number.isNaN(globalThis.__menuOpenedAt) && button.getAttribute("aria-expanded") === "true")
        globalThis.__menuOpenedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-expanded", "ssr"] });
  });
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      () => {
        const button = globalThis.__menuButton();
        return button !== null && !button.closest("astro-island[ssr]");
      },
      null,
      { timeout: 30_000 },
    );
    const box = await page
      .locator("button[aria-expanded][aria-controls]", { hasText: /^Menu$/ })
      .first()
      .boundingBox();
    if (!box) return { answered: Number.NaN, root: Number.NaN };
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await tap();
    await page.waitForFunction(() => !Number.isNaN(globalThis.__menuOpenedAt), null, { timeout: 15_000 });
    await tap();
    const closed = await page
      .waitForFunction(() => globalThis.__menuButton()?.getAttribute("aria-expanded") === "false", null, { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    return await page.evaluate((agrees) => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const since = (at) => Math.max(0, at - fcp);
      return { answered: agrees ? since(globalThis.__menuOpenedAt) : Number.NaN, root: since(globalThis.__headerRootAt) };
    }, closed);
  } catch {
    return { answered: Number.NaN, root: Number.NaN };
  } finally {
    await context.close();
  }
}
