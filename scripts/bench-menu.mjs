// The whole-menu benchmark (docs/decisions/037-menu-benchmark.md): `npm run bench:menu -- 5000` writes a
// synthetic price list of that many tests (the columns of `npm run menu:import`), copies the project into
// a temporary folder, builds it there as it is (today's menu) and again after importing the list, both
// languages, and prints for each: build time, pages, median bytes per page, /find-test's HTML, what the
// first search sends, keystroke → results at 4x CPU (scripts/bench-search.mjs) beside a bare text box's
// keys in the same minutes, which shows how fast the machine was then, and a 20-line prescription read
// at 4x CPU (scripts/bench-prescription.mjs). It checks the menu's
// budgets (scripts/budgets.mjs `MENU_BUDGETS`) and exits 1 when one is missed. Not part of `npm test`.
//   npm run bench:menu -- <tests> [--keep] [--no-keys]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MENU_BUDGETS } from "./budgets.mjs";
import { pageFiles } from "./build-html.mjs";
import { syntheticPriceList } from "./menu-synthetic.mjs";
import { copyProject, run } from "./project-copy.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5000);
const keep = args.includes("--keep");
const withKeys = !args.includes("--no-keys");

function pagesOf(client) {
  return pageFiles(client).map((file) => ({ file, bytes: statSync(path.join(client, file)).size }));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** Results on a first page of /find-test (app/domain/pagination.ts DEFAULT_PAGE_SIZE, decision 057). */
const FIRST_PAGE_RESULTS = 12;
/** The bytes a file is sent in: its precompressed brotli copy where the build wrote one (scripts/precompress.mjs), else as it is. */
const sentBytes = (file) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;

/**
 * What the first search sends beyond /find-test's HTML (docs/decisions/040-search-index-in-parts.md):
 * the index's search part the page names, its descriptions part (fetched right after), the search
 * code's chunks (searchCode below), and the card chunks of a first page of results at worst (one
 * chunk per result shown, FIRST_PAGE_RESULTS; the menu's first chunks stand for them), each as sent.
 */
function firstSearchBytes(client) {
  const html = readFileSync(path.join(client, "find-test.html"), "utf8");
  const name = html.match(/\/search\/(index-[0-9a-f]{8})\.json/)?.[1];
  if (!name) throw new Error("bench-menu: find-test.html names no search part");
  const part = (file) => path.join(client, "search", `${file}.json`);
  const { descriptions, cards } = JSON.parse(readFileSync(part(name), "utf8"));
  const files = [part(name), part(descriptions), ...cards.slice(0, FIRST_PAGE_RESULTS).map(part), ...searchCode(client, html)];
  return files.reduce((sum, file) => sum + sentBytes(file), 0);
}

/**
 * The search code's chunks (`assets/search*.js`) that /find-test's own island reaches through its imports:
 * the Hindi build's twins sit in the same folder, and a page loads only its own language's.
 */
function searchCode(client, html) {
  const assets = path.join(client, "assets");
  const seen = new Set();
  const queue = [...html.matchAll(/component-url="\/assets\/(find-test\.[\w-]+\.js)"/g)].map((match) => match[1]);
  if (queue.length !== 1) throw new Error(`bench-menu: find-test.html names ${queue.length} find-test islands, not 1`);
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, imported] of readFileSync(path.join(assets, file), "utf8").matchAll(/["`]\.\/([\w.-]+\.js)["`]/g)) queue.push(imported);
  }
  const code = [...seen].filter((file) => /^search[\w-]*\.[\w-]+\.js$/.test(file));
  if (code.length === 0) throw new Error("bench-menu: /find-test's island reaches no search code chunk");
  return code.map((file) => path.join(assets, file));
}

async function keystrokes(dir) {
  const port = 4390;
  const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { measureSearch } = await import("./bench-search.mjs");
    const rows = await measureSearch(`http://127.0.0.1:${port}`);
    // The bare box's floor beside it tells how fast the machine was in the same minutes (decision 016).
    const p95 = (what) => rows.find((row) => row.what.startsWith(what))?.["p95 ms"] ?? Number.NaN;
    const { measurePrescription } = await import("./bench-prescription.mjs");
    const slip = await measurePrescription(`http://127.0.0.1:${port}`, dir);
    return {
      keystrokeP95Ms: p95("/find-test keystroke"),
      floorP95Ms: p95("floor:"),
      slipFirstMs: slip.firstMs,
      slipWorstMs: slip.worstMs,
      slipMedianMs: slip.medianMs,
    };
  } finally {
    server.kill();
  }
}

async function measure(dir, label) {
  // As `npm run build`: the content compile, then both languages' `astro build`.
  const compile = run(process.execPath, ["scripts/content-compile.mjs"], dir);
  const build = run(process.execPath, ["scripts/astro-build.mjs"], dir, { SITE_BUILD_DIR: "build" });
  const client = path.join(dir, "build", "client");
  const pages = pagesOf(client);
  const result = {
    label,
    buildSeconds: Math.round(build.seconds + compile.seconds),
    pages: pages.length,
    medianPageBytes: median(pages.map((page) => page.bytes)),
    findTestHtmlBytes: statSync(path.join(client, "find-test.html")).size,
    firstSearchBrotliBytes: firstSearchBytes(client),
    ...(withKeys
      ? await keystrokes(dir)
      : { keystrokeP95Ms: Number.NaN, floorP95Ms: Number.NaN, slipFirstMs: Number.NaN, slipMedianMs: Number.NaN, slipWorstMs: Number.NaN }),
    pageBytes: new Map(pages.map((page) => [page.file, page.bytes])),
  };
  console.log(`${label}: built in ${result.buildSeconds} s, ${result.pages} pages`);
  return result;
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-menu-"));
console.log(`Copying the project into ${dir} (${copyProject(root, dir)} files)`);
try {
  const today = await measure(dir, "today's menu");
  const list = path.join(dir, "bench-price-list.csv");
  writeFileSync(list, syntheticPriceList(count));
  const imported = run(process.execPath, ["scripts/menu-import.mjs", list, "--root", dir], dir);
  console.log(`Imported ${count} tests: ${imported.output.trim().split("\n")[0]} (${imported.seconds.toFixed(0)} s)`);
  const grown = await measure(dir, `${count} more tests`);

  // The A–Z lists the menu itself: one page while it holds at most 250 rows, then numbered pages of 250
  // (docs/decisions/060-one-page-a-to-z.md). Today's one page is not full, so its pages are held to a
  // ceiling, a full page's weight, rather than to today's page.
  const isIndexPage = (file) => /^\/(?:hi\/)?all-tests(?:\.html|\/)/.test(file);
  const largestIndexPage = (pages) => Math.max(...[...pages].filter(([file]) => isIndexPage(file)).map(([, bytes]) => bytes));
  const largestIndex = largestIndexPage(grown.pageBytes);
  console.log(`The A–Z index's largest page: ${largestIndexPage(today.pageBytes)} → ${largestIndex} bytes`);
  const grew = [...today.pageBytes]
    .filter(([file]) => grown.pageBytes.has(file) && !isIndexPage(file))
    .map(([file, bytes]) => ({ file, grewBy: grown.pageBytes.get(file) - bytes }))
    .filter(({ grewBy }) => grewBy > MENU_BUDGETS.pageGrowthBytes)
    .sort((a, b) => b.grewBy - a.grewBy);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.table(
    [today, grown].map((r) => ({
      menu: r.label,
      "build (s)": r.buildSeconds,
      pages: r.pages,
      "median page": kb(r.medianPageBytes),
      "/find-test HTML": kb(r.findTestHtmlBytes),
      "first search (br)": kb(r.firstSearchBrotliBytes),
      "keystroke p95 (ms)": r.keystrokeP95Ms,
      "bare box p95 (ms)": r.floorP95Ms,
      "20-line slip: first / median / worst (ms)": `${r.slipFirstMs} / ${r.slipMedianMs} / ${r.slipWorstMs}`,
    })),
  );
  const misses = [
    grown.buildSeconds > MENU_BUDGETS.buildSeconds && `build ${grown.buildSeconds} s > ${MENU_BUDGETS.buildSeconds} s`,
    largestIndex > MENU_BUDGETS.indexPageBytes &&
      `the A–Z index's largest page weighs ${largestIndex} bytes > ${MENU_BUDGETS.indexPageBytes}`,
    grew.length > 0 &&
      `${grew.length} pages grew by more than ${MENU_BUDGETS.pageGrowthBytes} bytes, most ${grew
        .slice(0, 5)
        .map((g) => `${g.file} +${kb(g.grewBy)}`)
        .join(", ")}`,
    grown.firstSearchBrotliBytes > MENU_BUDGETS.firstSearchBrotliBytes &&
      `first search ${kb(grown.firstSearchBrotliBytes)} > ${kb(MENU_BUDGETS.firstSearchBrotliBytes)}`,
    grown.keystrokeP95Ms > MENU_BUDGETS.keystrokeP95Ms && `keystroke p95 ${grown.keystrokeP95Ms} ms > ${MENU_BUDGETS.keystrokeP95Ms} ms`,
    grown.slipMedianMs > MENU_BUDGETS.prescriptionReadMs &&
      `a 20-line slip read in ${grown.slipMedianMs} ms (median) > ${MENU_BUDGETS.prescriptionReadMs} ms`,
  ].filter(Boolean);
  for (const miss of misses) console.log(`MISS: ${miss}`);
  if (misses.length === 0) console.log("Every menu budget met.");
  process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  if (keep) console.log(`Kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
