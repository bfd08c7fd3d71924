// The prescription list's reading time, for `npm run bench:menu` (docs/decisions/058-prescription-
// shorthands.md): in Chromium with the CPU slowed down 4x, the site search's part and the prescription
// part fetched from the server as the list box fetches them, it reads a hand-written 20-line slip
// (`readPrescription`, app/domain/prescription-list.ts) and times each reading. The reader is bundled
// from the project's own source by Vite for the measurement, so the figure does not depend on how
// a page loads it. The index is prepared first (`prepareSearch`, then `preparePrescription`, as the page
// does when the parts arrive); the budget holds the median reading, the first (the code still cold) and
// the slowest are reported beside it.
//   node scripts/bench-prescription.mjs [base-url] [project-dir]   against a server already running
/* global window */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { build } from "vite";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";
import { PHONE_PROFILE, throttleLikeAPhone } from "./phone-profile.mjs";

/** A slip of 20 lines as patients paste them: shorthand, names, Hindi, a typo, a study not done, an unknown line. */
export const BENCH_SLIP = [
  "1. CBC",
  "2. ESR",
  "3. LFT",
  "4. KFT / RFT",
  "5. Sr. Uric acid",
  "6. Lipid profile (fasting)",
  "7. HbA1c",
  "8. FBS",
  "9. TSH",
  "10. Vit D3",
  "11. Vit B12",
  "12. Urine R/M",
  "13. S. Electrolytes",
  "14. PT/INR",
  "15. CRP",
  "16. खून की जांच",
  "17. thyroid ki jaanch",
  "18. cholestrol",
  "19. USG whole abdomen",
  "20. Dr. review after reports",
].join("\n");

const READINGS = 20;

/** The reader and what it needs, one ES module, from the project's own source (its `#app/…` imports resolved there). */
async function bundle(projectDir) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-prescription-"));
  const entry = path.join(dir, "entry.js");
  const from = (file) => JSON.stringify(path.join(projectDir, file));
  writeFileSync(
    entry,
    [
      `export { readPrescription, preparePrescription } from ${from("app/domain/prescription-list.ts")};`,
      `export { parsePrescriptionPart } from ${from("app/domain/prescription-data.ts")};`,
      `export { expandEntries } from ${from("app/domain/search-parts.ts")};`,
      `export { prepareSearch } from ${from("app/domain/search.ts")};`,
    ].join("\n"),
  );
  try {
    const output = await build({
      root: projectDir,
      configFile: false,
      logLevel: "silent",
      build: { write: false, minify: true, lib: { entry, formats: ["es"], fileName: "prescription" } },
    });
    return [output].flat()[0].output[0].code;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** In the page: fetch both parts, prepare the index, read the slip `readings` times (ms each). */
async function readInPage({ readerUrl, searchUrl, slip, readings }) {
  const reader = await import(readerUrl);
  const part = await (await fetch(searchUrl)).json();
  const prescription = reader.parsePrescriptionPart(await (await fetch(new URL(`${part.prescription}.json`, searchUrl))).json());
  const index = reader.expandEntries(part.entries);
  reader.prepareSearch(index, part.options);
  const sources = { index, options: part.options, part: prescription };
  // As the list box does when its data arrives, ahead of the first list.
  reader.preparePrescription(sources);
  const times = [];
  let lines = 0;
  for (let i = 0; i < readings; i++) {
    const start = performance.now();
    lines = reader.readPrescription(slip, sources).lines.length;
    times.push(performance.now() - start);
  }
  window.__benchLines = lines;
  return { times, lines, entries: index.length };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** The slip's reading times at 4x CPU: the first (the code still cold), the median and p95 of all, and the worst. */
export async function measurePrescription(baseUrl, projectDir) {
  const html = await (await fetch(`${baseUrl}/find-test`)).text();
  const name = html.match(/\/search\/(index-[0-9a-f]{8})\.json/)?.[1];
  if (!name) throw new Error("bench-prescription: /find-test names no search part");
  const code = await bundle(projectDir);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    // A blank page of the site's origin (so the parts are fetched as the list box fetches them) with the
    // reader bundle beside it; served here, without the site's policy, which allows only its own scripts.
    await page.route(`${baseUrl}/__bench/**`, (route) =>
      route.request().url().endsWith(".js")
        ? route.fulfill({ contentType: "text/javascript", body: code })
        : route.fulfill({ contentType: "text/html", body: "<!doctype html><title>bench</title>" }),
    );
    await page.goto(`${baseUrl}/__bench/page.html`);
    const cdp = await page.context().newCDPSession(page);
    await throttleLikeAPhone(cdp, { network: false });
    const { times, lines, entries } = await page.evaluate(readInPage, {
      readerUrl: `${baseUrl}/__bench/prescription.js`,
      searchUrl: `${baseUrl}/search/${name}.json`,
      slip: BENCH_SLIP,
      readings: READINGS,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    if (lines !== 20) throw new Error(`bench-prescription: the slip read as ${lines} lines, not 20`);
    return {
      entries,
      firstMs: Number(times[0].toFixed(1)),
      medianMs: Number(percentile(times, 50).toFixed(1)),
      p95Ms: Number(percentile(times, 95).toFixed(1)),
      worstMs: Number(Math.max(...times).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePrescription(process.argv[2] ?? "http://127.0.0.1:4300", process.argv[3] ?? process.cwd());
  console.log(`A 20-line slip read at ${PHONE_PROFILE.cpuSlowdown}x CPU over ${result.entries} entries:`);
  console.table([result]);
}
