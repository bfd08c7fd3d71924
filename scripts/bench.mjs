// `npm run bench`: Lighthouse (mobile: emulated mid-range phone, simulated slow 4G and 4x CPU slowdown)
// against the production build, with budgets. Exits non-zero when a page misses a budget.
// Results: bench-results/<page>.json and a summary table.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./find-chromium.mjs";

const PAGES = ["/", "/find-test", "/health-packages", "/services/cardiology/ecg", "/test-details/1", "/contact-us"];
const BUDGETS = {
  performance: 0.9, // Lighthouse score, 0–1
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  jsKb: 200, // JavaScript transferred (compressed), KB
};
const port = Number(process.env.BENCH_PORT ?? 4300);

if (!existsSync("build/serve.json")) {
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

let failed = false;
const rows = [];
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  await waitForServer();
  mkdirSync("bench-results", { recursive: true });
  for (const path of PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result.lhr;
    const audits = lhr.audits;
    if (lhr.runtimeError || audits["cumulative-layout-shift"]?.numericValue === undefined) {
      failed = true;
      rows.push({ page: path, budget: `ERROR: ${lhr.runtimeError?.message ?? "no metrics (page failed to load?)"}` });
      continue;
    }
    const jsBytes = (audits["network-requests"].details?.items ?? [])
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const row = {
      page: path,
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      jsKb: Math.round(jsBytes / 1024),
    };
    const misses = [
      row.performance < BUDGETS.performance && `performance ${row.performance} < ${BUDGETS.performance}`,
      row.lcpMs > BUDGETS.lcpMs && `LCP ${row.lcpMs} ms > ${BUDGETS.lcpMs}`,
      row.tbtMs > BUDGETS.tbtMs && `TBT ${row.tbtMs} ms > ${BUDGETS.tbtMs}`,
      row.cls > BUDGETS.cls && `CLS ${row.cls} > ${BUDGETS.cls}`,
      row.jsKb > BUDGETS.jsKb && `JS ${row.jsKb} KB > ${BUDGETS.jsKb}`,
    ].filter(Boolean);
    row.budget = misses.length ? `MISS: ${misses.join("; ")}` : "ok";
    if (misses.length) failed = true;
    rows.push(row);
    writeFileSync(`bench-results/${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}.json`, result.report);
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.table(rows);
console.log(`Budgets: ${JSON.stringify(BUDGETS)}`);
process.exit(failed ? 1 : 0);
