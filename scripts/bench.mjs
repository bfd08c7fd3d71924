// `npm run bench`: builds the site, serves the production build and runs Lighthouse (mobile form
// factor: an emulated mid-range phone on simulated slow 4G with 4x CPU slowdown, in Debian's Chromium)
// three times over each page. Prints the medians and exits 1 when a page breaks a budget.
//   BENCH_RUNS=1 BENCH_PAGES=/,/find-test npm run bench     quicker, for a look while working
//   BENCH_SKIP_BUILD=1                                     reuse the last `npm run build`
// Raw reports: bench-results/<page>-<run>.json.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BUDGETS } from "./budgets.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";

const ALL_PAGES = [
  "/",
  "/find-test",
  "/health-packages",
  "/test-details/1",
  "/package-details/100",
  "/services/pathology/blood-tests",
  "/gallery",
  "/contact-us",
];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : ALL_PAGES;
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
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
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
  return {
    ...scores,
    lcpMs: audits["largest-contentful-paint"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    jsKb: kb(requests.filter((r) => r.resourceType === "Script")),
    totalKb: kb(requests),
  };
}

function misses(path, m) {
  return [
    ...CATEGORIES.filter((c) => m[c] < BUDGETS.score).map((c) => `${c} ${m[c]} < ${BUDGETS.score}`),
    m.lcpMs > BUDGETS.lcpMs && `LCP ${m.lcpMs} ms > ${BUDGETS.lcpMs}`,
    m.tbtMs > BUDGETS.tbtMs && `TBT ${m.tbtMs} ms > ${BUDGETS.tbtMs}`,
    m.cls > BUDGETS.cls && `CLS ${m.cls} > ${BUDGETS.cls}`,
    m.jsKb > BUDGETS.jsKb && `JS ${m.jsKb} KB > ${BUDGETS.jsKb}`,
    path === "/" && m.totalKb > BUDGETS.homeTotalKb && `total ${m.totalKb} KB > ${BUDGETS.homeTotalKb}`,
  ].filter(Boolean);
}

let failed = false;
const rows = [];
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  await waitForServer();
  mkdirSync("bench-results", { recursive: true });
  for (const path of pages) {
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
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
    const row = {
      page: path,
      perf: m.performance,
      a11y: m.accessibility,
      bp: m["best-practices"],
      seo: m.seo,
      "LCP ms": Math.round(m.lcpMs),
      "TBT ms": Math.round(m.tbtMs),
      CLS: Number(m.cls.toFixed(3)),
      "JS KB": Math.round(m.jsKb),
      "total KB": Math.round(m.totalKb),
    };
    const missed = misses(path, {
      ...m,
      lcpMs: row["LCP ms"],
      tbtMs: row["TBT ms"],
      cls: row.CLS,
      jsKb: row["JS KB"],
      totalKb: row["total KB"],
    });
    row.budget = missed.length ? `MISS: ${missed.join("; ")}` : "ok";
    if (missed.length) failed = true;
    rows.push(row);
    console.log(`${path}: ${row.budget}`);
  }
  if (await (await import("./bench-search.mjs")).benchSearch(`http://127.0.0.1:${port}`)) failed = true;
} finally {
  await chrome.kill();
  server.kill();
}
console.log(`\nMedians of ${runs} Lighthouse run(s) per page (mobile, simulated throttling), ${new Date().toISOString().slice(0, 10)}:`);
console.table(rows);
console.log(`Budgets: ${JSON.stringify(BUDGETS)}`);
process.exit(failed ? 1 : 0);
