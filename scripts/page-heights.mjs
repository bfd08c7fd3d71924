// node scripts/page-heights.mjs [build-dir=build] [--json out.json]
// Every pre-rendered page's height at 375 px (`document.documentElement.scrollHeight`, after
// hydration), English and Hindi, served by the production server on a free port, printed against its
// budget (`pageHeightBudgetPx`, scripts/budgets.mjs). `tests/e2e/page-heights.spec.ts` holds every page to the
// same budgets (with JavaScript off), and `tests/e2e/smoke.spec.ts` the pages it loads after hydration.
/* global document */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { pageHeightBudgetPx } from "./budgets.mjs";
import { pageFiles, PHONE_WIDTH, urlOfPageFile } from "./build-html.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";
import { createSiteServer } from "./server.mjs";

const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const jsonOut = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
const buildDir = path.resolve(args.find((arg, i) => !arg.startsWith("--") && (jsonAt < 0 || i !== jsonAt + 1)) ?? "build");
const client = path.join(buildDir, "client");
const urls = pageFiles(client)
  .map(urlOfPageFile)
  .filter((url) => !/^\/(hi\/)?thank-you$/.test(url));

const server = createSiteServer({ root: client, config: JSON.parse(readFileSync(path.join(buildDir, "serve.json"), "utf8")) });
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 667 } });

const heights = {};
const queue = [...urls];
async function worker() {
  const page = await context.newPage();
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    await page.goto(origin + url);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 30_000 });
    heights[url] = await page.evaluate(() => document.documentElement.scrollHeight);
  }
  await page.close();
}
await Promise.all([worker(), worker()]);
await browser.close();
server.close();
server.closeAllConnections?.();

const rows = urls.map((url) => ({ url, height: heights[url], budget: pageHeightBudgetPx(url) }));
for (const row of rows)
  console.log(`${row.height > row.budget ? "OVER" : "    "} ${String(row.height).padStart(6)} / ${row.budget}  ${row.url}`);
const over = rows.filter((row) => row.height > row.budget);
console.log(`${rows.length} pages at ${PHONE_WIDTH} px; ${over.length} over their budget`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(heights, null, 1));
process.exitCode = over.length > 0 ? 1 : 0;
