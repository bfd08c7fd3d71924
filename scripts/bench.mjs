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
// The loads in Chromium are scripts/bench-page-loads.mjs; the figures and budgets scripts/bench-figures.mjs.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CATEGORIES, figures, isNotIndexed, median, misses } from "./bench-figures.mjs";
import { headerAnswers, throttledLoad } from "./bench-page-loads.mjs";
import { BUDGETS } from "./budgets.mjs";
import { pageScriptSizes } from "./bundle-size.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";

const ALL_PAGES = [
  "/",
  "/find-test",
  "/health-packages",
  "/test-details/2",
  "/package-details/100",
  "/services/pathology/blood-tests",
  "/gallery",
  "/contact-us",
  "/blog",
  "/find-test?q=thyroid",
  "/find-test?page=2",
  "/my-package",
  "/my-package?items=1,2,100",
];
// Pages are split where a comma starts the next path, so a query may hold commas (`?items=1,2,100`).
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(/,(?=\/)/) : ALL_PAGES;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4300);

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

let failed = false;
const rows = [];
// The JavaScript budgets are held on the same figures as `npm test`'s: the brotli size of what each page
// loads before it is interactive (scripts/bundle-size.mjs), and Lighthouse's own count, every script
// fetched while the page loads with its response headers (brotli: Chromium asks a server on 127.0.0.1 for
// it), the chunks loaded on demand included, where a page kind has that budget.
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
      "JS KB (transferred)": Math.round(m.jsKb * 10) / 10,
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
