// `npm run bench`: builds the site, serves the production build and runs Lighthouse (mobile form
// factor: an emulated mid-range phone on simulated slow 4G with 4x CPU slowdown, in Debian's Chromium)
// three times over each page, then loads each page three times in the same Chromium under CDP
// throttling (the phone of phone-profile.mjs: 4x CPU, 150 ms, 1.6 Mbit/s) for:
// - the hydration window: first contentful paint → every island hydrated (the "hydrated" mark of the
//   pre-hydration script, app/pre-hydration.ts);
// - the largest contentful paint as the browser reports it. The LCP budget is held on that browser
//   figure; Lighthouse's own LCP is printed beside it;
// - "header answers": in a load of its own at 375 px, first contentful paint → the moment React opens
//   the phone menu in answer to a real tap, sent as soon as the header island's React root exists
//   (Astro removes the island's `ssr` attribute; from then on only React can answer it, the
//   pre-hydration script stands aside); a second tap must close it again (React's state agrees), or
//   the figure is not a number and misses its budget.
// Prints the medians and exits 1 when a page breaks a budget. Deep links (a search, a later page, a shared
// My Package list) are measured like the bare URLs, since that is what a shared link shows.
//   BENCH_RUNS=1 BENCH_PAGES=/,/find-test npm run bench     quicker, for a look while working
//   BENCH_SKIP_BUILD=1                                     reuse the last `npm run build`
// Raw reports: bench-results/<page>-<run>.json.
// headerAnswers runs parts in the page (addInitScript, waitForFunction), where these exist.
/* global document, MutationObserver */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { BUDGETS, jsBrotliBudgetKb, jsTransferredBudgetKb } from "./budgets.mjs";
import { pageScriptSizes } from "./bundle-size.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";
import { throttleLikeAPhone } from "./phone-profile.mjs";

const ALL_PAGES = [
  "/",
  "/find-test",
  "/health-packages",
  "/test-details/1",
  "/package-details/100",
  "/services/pathology/blood-tests",
  "/gallery",
  "/contact-us",
  "/find-test?q=thyroid",
  "/find-test?page=2",
  "/my-package",
  "/my-package?items=1,2,100",
];
// Pages are split where a comma starts the next path, so a query may hold commas (`?items=1,2,100`).
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(/,(?=\/)/) : ALL_PAGES;
// The visitor's own pages (app/site-urls.ts `personalUrls`) are `noindex` on purpose, which Lighthouse's
// SEO score counts against them ("is-crawlable"): theirs is held without that one audit.
const NOT_INDEXED = new Set(["/my-package"]);
const isNotIndexed = (path) => NOT_INDEXED.has(path.split("?")[0]);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4300);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_BUILD_DIR: "build" },
  stdio: "ignore",
});

async function waitForServer() {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`); // any answer: the server is up
      return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse report reduced to the figures the budgets are about. */
function figures(lhr) {
  const audits = lhr.audits;
  if (lhr.runtimeError || audits["cumulative-layout-shift"]?.numericValue === undefined) {
    throw new Error(lhr.runtimeError?.message ?? "no metrics (did the page load?)");
  }
  const requests = audits["network-requests"].details?.items ?? [];
  const kb = (items) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
  // The SEO score as Lighthouse weighs it (audits that apply, by weight), less the indexing audit.
  const seoRefs = lhr.categories.seo.auditRefs.filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0 && audits[ref.id]?.score != null);
  const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  return {
    ...scores,
    seoNoIndex: Math.round((seoRefs.reduce((sum, ref) => sum + ref.weight * audits[ref.id].score, 0) / seoWeight) * 100),
    lcpMs: audits["largest-contentful-paint"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsKb: kb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: kb(requests),
  };
}

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
async function throttledLoad(browser, url) {
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
async function headerAnswers(browser, url) {
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
      if (Number.isNaN(globalThis.__menuOpenedAt) && button.getAttribute("aria-expanded") === "true") globalThis.__menuOpenedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-expanded", "ssr"] });
  });
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => {
      const button = globalThis.__menuButton();
      return button !== null && !button.closest("astro-island[ssr]");
    }, null, { timeout: 30_000 });
    const box = await page.locator("button[aria-expanded][aria-controls]", { hasText: /^Menu$/ }).first().boundingBox();
    if (!box) return { answered: Number.NaN, root: Number.NaN };
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await tap();
    await page.waitForFunction(() => !Number.isNaN(globalThis.__menuOpenedAt), null, { timeout: 15_000 });
    await tap();
    const closed = await page
      .waitForFunction(() => globalThis.__menuButton()?.getAttribute("aria-expanded") === "false", null, { timeout: 5_000 })
      .then(() => true, () => false);
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

function misses(path, m) {
  return [
    ...CATEGORIES.map((c) => (c === "seo" && isNotIndexed(path) ? ["seo without is-crawlable", m.seoNoIndex] : [c, m[c]]))
      .filter(([, score]) => score < BUDGETS.score)
      .map(([c, score]) => `${c} ${score} < ${BUDGETS.score}`),
    !(m.realLcpMs <= BUDGETS.lcpMs) && `LCP (browser) ${m.realLcpMs} ms > ${BUDGETS.lcpMs}`,
    m.tbtMs > BUDGETS.tbtMs && `TBT ${m.tbtMs} ms > ${BUDGETS.tbtMs}`,
    m.cls > BUDGETS.cls && `CLS ${m.cls} > ${BUDGETS.cls}`,
    !(m.jsBrKb <= jsBrotliBudgetKb(path)) && `JS ${m.jsBrKb} KB (brotli) > ${jsBrotliBudgetKb(path)}`,
    jsTransferredBudgetKb(path) !== undefined && !(m.jsKb <= jsTransferredBudgetKb(path)) && `JS ${Math.round(m.jsKb)} KB (transferred) > ${jsTransferredBudgetKb(path)}`,
    !(m.hydrationMs <= BUDGETS.hydrationWindowMs) && `hydration window ${m.hydrationMs} ms > ${BUDGETS.hydrationWindowMs}`,
    !(m.headerMs <= BUDGETS.headerAnswersMs) && `header answers ${m.headerMs} ms > ${BUDGETS.headerAnswersMs}`,
    path === "/" && m.totalKb > BUDGETS.homeTotalKb && `total ${m.totalKb} KB > ${BUDGETS.homeTotalKb}`,
  ].filter(Boolean);
}

let failed = false;
const rows = [];
// The JavaScript budget is held on the same figure as `npm test`'s (scripts/bundle-size.mjs: the brotli
// size of what each page loads before it is interactive). Lighthouse's transfer size is printed beside
// it: Chromium asks a plain-http server for gzip, not brotli, and counts the chunks loaded on demand.
const scriptSizes = new Map(pageScriptSizes("build/client").map((size) => [size.page, size.brKb]));
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: CHROMIUM_FLAGS,
});
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  await waitForServer();
  mkdirSync("bench-results", { recursive: true });
  for (const path of pages) {
    const name = path === "/" ? "home" : path.slice(1).replace(/[/?=&]/g, "_");
    const samples = [];
    let error = null;
    for (let run = 1; run <= runs && !error; run++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        throttlingMethod: "simulate",
        onlyCategories: CATEGORIES,
      });
      writeFileSync(`bench-results/${name}-${run}.json`, result.report);
      try {
        samples.push(figures(result.lhr));
      } catch (e) {
        error = e.message;
      }
    }
    if (error) {
      failed = true;
      rows.push({ page: path, budget: `ERROR: ${error}` });
      continue;
    }
    const m = Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));
    const loads = [];
    const headerTimes = [];
    for (let run = 1; run <= runs; run++) {
      loads.push(await throttledLoad(browser, `http://127.0.0.1:${port}${path}`));
      headerTimes.push(await headerAnswers(browser, `http://127.0.0.1:${port}${path}`));
    }
    m.jsBrKb = scriptSizes.get(path.split("?")[0]) ?? Number.NaN;
    m.hydrationMs = median(loads.map((l) => l.window));
    m.realLcpMs = median(loads.map((l) => l.lcp));
    // A run where React never answered counts as the slowest.
    m.headerMs = median(headerTimes.map(({ answered }) => (Number.isNaN(answered) ? Number.POSITIVE_INFINITY : answered)));
    m.headerRootMs = median(headerTimes.map(({ root }) => root));
    const row = {
      page: path,
      perf: m.performance,
      a11y: m.accessibility,
      bp: m["best-practices"],
      seo: isNotIndexed(path) ? `${m.seo} (noindex; ${m.seoNoIndex} without is-crawlable)` : m.seo,
      "LCP ms": Math.round(m.lcpMs),
      "LCP (browser) ms": Math.round(m.realLcpMs),
      "TBT ms": Math.round(m.tbtMs),
      CLS: Number(m.cls.toFixed(3)),
      "FCP→hydrated ms": Math.round(m.hydrationMs),
      "FCP→header root ms": Math.round(m.headerRootMs),
      "FCP→header answers ms": Number.isFinite(m.headerMs) ? Math.round(m.headerMs) : "none",
      "JS KB (brotli)": m.jsBrKb,
      "JS KB (transferred)": Math.round(m.jsKb),
      "total KB": Math.round(m.totalKb),
    };
    const missed = misses(path, {
      ...m,
      realLcpMs: row["LCP (browser) ms"],
      tbtMs: row["TBT ms"],
      cls: row.CLS,
      hydrationMs: row["FCP→hydrated ms"],
      headerMs: Number.isFinite(m.headerMs) ? row["FCP→header answers ms"] : Number.NaN,
      jsBrKb: row["JS KB (brotli)"],
      totalKb: row["total KB"],
    });
    row.budget = missed.length ? `MISS: ${missed.join("; ")}` : "ok";
    if (missed.length) failed = true;
    rows.push(row);
    console.log(`${path}: ${row.budget}`);
  }
  try {
    if (await (await import("./bench-search.mjs")).benchSearch(`http://127.0.0.1:${port}`)) failed = true;
  } catch (error) {
    failed = true;
    console.error(`search keystroke bench: ${error.message.split("\n")[0]}`);
  }
} finally {
  await chrome.kill();
  await browser.close();
  server.kill();
}
console.log(`\nMedians of ${runs} Lighthouse run(s) per page (mobile, simulated throttling), ${new Date().toISOString().slice(0, 10)}:`);
console.table(rows);
console.log(`Budgets: ${JSON.stringify(BUDGETS)}`);
process.exit(failed ? 1 : 0);
