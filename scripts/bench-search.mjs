// The site search's keystroke time, for `npm run bench` (which calls `benchSearch` once the server is
// up): in Debian's Chromium with the CPU slowed down 4x (DevTools protocol), the whole search index
// search part loaded, it types real queries one key at a time into the home combobox and the /find-test box and
// times each key from the keydown to the updated page laid out (the input handler, React's render of
// the results and the layout). The timer's task is posted at the keydown; Chromium runs the frame that
// shows the key first, so in practice the time also holds that frame's style, layout and paint (a plain
// text box with no script on these pages already takes about 12 ms of it at 4x). On /find-test each key
// renders the new results at once; the URL's ?q= follows once typing settles (400 ms without a key),
// so the history entry that writes it is not part of a key's time. Budget: one frame, 16 ms. Last, the
// same keys in a bare text box on an empty page: the floor the browser's own frame sets (decision 016).
//   node scripts/bench-search.mjs [base-url]      against a server already running (default :4300)
// timeKeys and timeSearchOnly run in the page (page.evaluate), where these exist.
/* global window, document */
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";
import { PHONE_PROFILE, throttleLikeAPhone } from "./phone-profile.mjs";

export const KEYSTROKE_BUDGET_MS = 16;
/** The search index's search part, which both boxes fetch on first focus (docs/decisions/040-search-index-in-parts.md). */
const SEARCH_PART = /\/search\/index-[0-9a-f]{8}\.json$/;
const QUERIES = ["vitamin b12", "chest x ray", "khoon ki jaanch", "थायराइड", "cholestrol", "kft"];

/** Installs the per-key timer in the page: keydown (capture) → after the task, with layout forced. */
function timeKeys() {
  window.__keyTimes = [];
  const channel = new MessageChannel();
  let start = 0;
  channel.port1.onmessage = () => {
    void document.body.offsetHeight; // include the style and layout of the new results
    window.__keyTimes.push(performance.now() - start);
  };
  document.addEventListener(
    "keydown",
    () => {
      start = performance.now();
      channel.port2.postMessage(0);
    },
    true,
  );
}

async function typeQueries(page, box) {
  const times = [];
  for (const query of QUERIES) {
    await box.fill("");
    await page.evaluate(() => (window.__keyTimes = []));
    for (const key of query) {
      await page.keyboard.type(key);
      await page.waitForTimeout(60);
    }
    times.push(...(await page.evaluate(() => window.__keyTimes)));
  }
  return times;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Measures both search boxes; prints a table and returns true when a page misses the budget. */
export async function benchSearch(baseUrl) {
  const rows = await measureSearch(baseUrl);
  console.log(
    `\nSearch keystroke → results laid out, ${PHONE_PROFILE.cpuSlowdown}x CPU slowdown, whole index (budget ${KEYSTROKE_BUDGET_MS} ms at p95):`,
  );
  console.table(rows);
  return rows.some((r) => r.budget.startsWith("MISS"));
}

/** Both search boxes' keystroke times and the floor, one row each (median, p95, max in ms). */
export async function measureSearch(baseUrl) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    for (const [path, box] of [
      ["/", () => page.getByRole("combobox", { name: "Search tests and health packages" })],
      ["/find-test", () => page.getByRole("searchbox", { name: "Search" })],
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Both boxes fetch the index's search part on first focus.
      const indexLoaded = page.waitForResponse(SEARCH_PART);
      // Awaited below; if it times out while the box is still being focused, the error comes from there.
      indexLoaded.catch(() => {});
      await box().focus();
      await indexLoaded;
      await page.waitForLoadState("networkidle");
      await page.evaluate(timeKeys);
      await throttleLikeAPhone(cdp, { network: false });
      const times = await typeQueries(page, box());
      const searchTimes = path === "/" ? await page.evaluate(timeSearchOnly, QUERIES) : [];
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      if (searchTimes.length > 0) rows.push(row("search only (findTests)", searchTimes));
      rows.push(row(`${path} keystroke`, times));
    }
    // The floor under both: the same keys typed the same way into a bare text box on an empty page, where
    // nothing but the browser's own frame runs (docs/decisions/016-the-keystroke-frame.md).
    await page.goto("about:blank");
    await page.setContent('<input aria-label="Bare box">');
    await page.evaluate(timeKeys);
    await throttleLikeAPhone(cdp, { network: false });
    const floor = await typeQueries(page, page.getByRole("textbox", { name: "Bare box" }));
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    rows.push({ ...row("floor: bare <input>, empty page", floor), budget: "(reference)" });
  } finally {
    await browser.close();
  }
  return rows;
}

function row(what, times) {
  const p95 = percentile(times, 95);
  return {
    what,
    keys: times.length,
    "median ms": Number(percentile(times, 50).toFixed(1)),
    "p95 ms": Number(p95.toFixed(1)),
    "max ms": Number(Math.max(...times).toFixed(1)),
    budget: p95 <= KEYSTROKE_BUDGET_MS ? "ok" : `MISS: p95 > ${KEYSTROKE_BUDGET_MS} ms`,
  };
}

/** In the page: the search module's own time for every prefix of the queries (what each key asks). */
async function timeSearchOnly(queries) {
  // The search part as the page has it, its entries expanded by the ranking module's chunk
  // (app/domain/search-parts.ts `expandEntries`, re-exported there).
  const resources = performance.getEntriesByType("resource").map((e) => e.name);
  const partUrl = resources.find((name) => /\/search\/index-[0-9a-f]{8}\.json$/.test(name));
  const part = await (await fetch(partUrl)).json();
  let search = null;
  for (const url of resources.filter((name) => /\/assets\/search\.[\w-]+\.js$/.test(name))) {
    const module = await import(url);
    if (typeof module.findTests === "function") search = module;
  }
  if (!search) throw new Error("bench-search: no search module chunk loaded");
  const index = search.expandEntries(part.entries);
  const state = { category: "all", specialty: "all" };
  const times = [];
  for (const query of queries) {
    for (let i = 1; i <= query.length; i++) {
      const start = performance.now();
      search.findTests(index, { ...state, q: query.slice(0, i) }, part.options);
      times.push(performance.now() - start);
    }
  }
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await benchSearch(process.argv[2] ?? "http://127.0.0.1:4300")) ? 1 : 0);
}
