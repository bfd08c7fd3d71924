// The editor at the whole menu (docs/editing.md "Find a test among thousands"): `npm run bench:editor --
// 5000` copies the project into a temporary folder and, for today's menu and again after importing that
// many synthetic tests (scripts/menu-synthetic.mjs, as `npm run bench:menu`), builds the editor there with
// the test settings (Sveltia's test backend), serves it, fills the backend's repository in a real
// Chromium's storage (OPFS) with the copy's content/, and times, as the lab's staff would use it: the
// editor's page loaded, the editor ready after "Work with Test Repository", the Tests collection's list
// shown, a search for one test by its name showing it, that test opened, and its preview (the site's
// card). Prints a table; exits 1 when a step takes longer than EDITOR_STEP_BUDGET_MS or does not happen
// (the search does not find the test). Not part of `npm test`.
//   npm run bench:editor -- <tests> [--keep] [--shots <folder>]
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { seed, serve } from "./editor-test-backend.mjs";
import { CHROMIUM_FLAGS, findChromium } from "./find-chromium.mjs";
import { syntheticPriceList, syntheticRows } from "./menu-synthetic.mjs";
import { copyProject, run } from "./project-copy.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5000);
const keep = args.includes("--keep");
const shots = args.includes("--shots") ? path.resolve(args[args.indexOf("--shots") + 1]) : undefined;

/** A step slower than this is too slow to work with (the staff wait on each). */
const EDITOR_STEP_BUDGET_MS = 10_000;
/** How long a step may take before the bench stops waiting: it is reported as not done. */
const GIVE_UP_MS = 180_000;
/** The collection the bench opens, and today's test it looks for (content/en/tests/2.json). */
const COLLECTION = { name: "catalogue-tests", label: "Tests" };
const TODAYS_TEST = "Lipid Profile";

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The copy's content files (content/en/, content/hi/) as the test backend's repository holds them. */
function repositoryFiles(dir) {
  return ["en", "hi"]
    .flatMap((locale) => filesUnder(path.join(dir, "content", locale)))
    .map((file) => ({
      path: path.relative(dir, file).split(path.sep).join("/"),
      text: readFileSync(file, "utf8"),
    }));
}

/** The catalogue test named `name` (its file in content/en/tests/), to open and to check. */
function catalogueTestNamed(dir, name) {
  const folder = path.join(dir, "content", "en", "tests");
  const found = readdirSync(folder).filter((file) => JSON.parse(readFileSync(path.join(folder, file), "utf8")).name === name);
  if (found.length !== 1) throw new Error(`bench-editor: ${found.length} files of content/en/tests/ are named "${name}", not 1`);
  return found[0].replace(/\.json$/, "");
}

/** The editor's build with the test settings (as `npm run build:e2e` builds it), into <dir>/build-bench/editor/. */
function buildEditor(dir) {
  const env = { SITE_BUILD_DIR: "build-bench" };
  const compile = run(process.execPath, ["scripts/content-compile.mjs"], dir, env);
  const build = run("npx", ["astro", "build", "--config", "astro.editor.config.ts", "--mode", "e2e"], dir, env);
  const client = path.join(dir, "build-bench", "editor", "client");
  // What the editor's page loads to start: its module scripts (the syntax highlighters and the previews
  // are chunks loaded when needed).
  const html = readFileSync(path.join(client, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error("bench-editor: the editor's page names no script");
  const scriptBytes = scripts.reduce((sum, file) => sum + statSync(path.join(client, file)).size, 0);
  return { client, seconds: compile.seconds + build.seconds, scriptBytes };
}

/** Milliseconds until `done` resolves; Infinity when it did not within GIVE_UP_MS. */
async function timed(step, done) {
  const started = performance.now();
  try {
    await done();
    return Math.round(performance.now() - started);
  } catch (error) {
    console.log(`  ${step}: not done (${String(error.message).split("\n")[0]})`);
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * The staff's way through the editor, timed: sign in to the test backend, open the Tests collection,
 * type the test's name in the editor's search, open the test from the results.
 */
async function measureEditor(editor, files, probe, label) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seedMs = await timed("seed", () => seed(page, editor, files));
    const shoot = async (name) => shots && page.screenshot({ path: path.join(shots, `${label}-${name}.png`) });
    const signIn = page.getByRole("button", { name: "Work with Test Repository" });
    const loadMs = await timed("editor's page loaded", async () => {
      await page.goto(`${editor}/`);
      await signIn.waitFor({ timeout: GIVE_UP_MS });
    });
    await signIn.click();
    const readyMs = await timed("editor ready", () =>
      page.getByRole("treeitem", { name: COLLECTION.label, exact: true }).waitFor({ timeout: GIVE_UP_MS }),
    );
    await shoot("ready");
    await page.getByRole("treeitem", { name: COLLECTION.label, exact: true }).click();
    const list = page
      .getByRole("main", { name: new RegExp(`${COLLECTION.label}\\W+Collection`) })
      .getByRole("grid", { name: "Entries" })
      .getByRole("row");
    const listMs = await timed("list shown", () => list.first().waitFor({ timeout: GIVE_UP_MS }));
    await shoot("list");
    // The editor's search box (its top bar) searches every collection; a result names its collection.
    const search = page.getByRole("searchbox", { name: "Search for contents…" });
    const result = page
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: COLLECTION.label, exact: true }) })
      .filter({ has: page.getByRole("gridcell", { name: probe.name }) });
    await search.click();
    const searchMs = await timed("search result shown", async () => {
      await search.pressSequentially(probe.name);
      await result.first().waitFor({ timeout: GIVE_UP_MS });
    });
    await shoot("search");
    const openMs = await timed("entry opened", async () => {
      await result.first().click();
      const name = page.getByRole("textbox", { name: "Name", exact: true }).first();
      await name.waitFor({ timeout: GIVE_UP_MS });
      if ((await name.inputValue()) !== probe.name) throw new Error(`opened "${await name.inputValue()}", not "${probe.name}"`);
      if (!page.url().includes(`/collections/${COLLECTION.name}/entries/${probe.id}`))
        throw new Error(`opened ${page.url()}, not the test ${probe.id}`);
    });
    // The site's card beside the form: its components and every test's facts come with the first preview.
    // A test with its Hindi words opens both languages side by side: the second pane's switch shows the preview.
    const previewMs = await timed("preview shown", async () => {
      await page.getByRole("radio", { name: "Preview", exact: true }).last().click();
      await page
        .frameLocator("iframe")
        .locator("[data-site-preview] li h3")
        .filter({ hasText: probe.name })
        .first()
        .waitFor({ timeout: GIVE_UP_MS });
    });
    await shoot("entry");
    return { seedMs, loadMs, readyMs, listMs, searchMs, openMs, previewMs };
  } finally {
    await browser.close();
  }
}

async function measure(dir, label, probeName) {
  const build = buildEditor(dir);
  const files = repositoryFiles(dir);
  const probe = { name: probeName, id: catalogueTestNamed(dir, probeName) };
  const { server, url } = await serve(build.client);
  try {
    console.log(
      `${label}: editor built in ${build.seconds.toFixed(0)} s; ${files.length} content files; looking for "${probe.name}" (test ${probe.id})`,
    );
    return {
      label,
      files: files.length,
      buildSeconds: Math.round(build.seconds),
      scriptBytes: build.scriptBytes,
      ...(await measureEditor(url, files, probe, label.replace(/\W+/g, "-"))),
    };
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-editor-"));
if (shots) mkdirSync(shots, { recursive: true });
console.log(`Copying the project into ${dir} (${copyProject(root, dir)} files)`);
try {
  const today = await measure(dir, "today's menu", TODAYS_TEST);
  const list = path.join(dir, "bench-price-list.csv");
  writeFileSync(list, syntheticPriceList(count));
  const imported = run(process.execPath, ["scripts/menu-import.mjs", list, "--root", dir], dir);
  console.log(`Imported ${count} tests: ${imported.output.trim().split("\n")[0]} (${imported.seconds.toFixed(0)} s)`);
  // The list's last test: its name is like hundreds of others but for a word or two.
  const grown = await measure(dir, `${count} more tests`, syntheticRows(count).at(-1).name);

  const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : "not done");
  const rows = [today, grown];
  console.table(
    rows.map((r) => ({
      menu: r.label,
      "content files": r.files,
      "editor build (s)": r.buildSeconds,
      "page's script": `${(r.scriptBytes / 1024 / 1024).toFixed(2)} MB`,
      "seed (s)": seconds(r.seedMs),
      "page loaded (s)": seconds(r.loadMs),
      "ready (s)": seconds(r.readyMs),
      "Tests list (s)": seconds(r.listMs),
      "search → result (s)": seconds(r.searchMs),
      "open the test (s)": seconds(r.openMs),
      "its preview (s)": seconds(r.previewMs),
    })),
  );
  const misses = rows.flatMap((r) =>
    [
      ["page loaded", r.loadMs],
      ["editor ready", r.readyMs],
      ["Tests list", r.listMs],
      ["search → result", r.searchMs],
      ["open the test", r.openMs],
      ["its preview", r.previewMs],
    ]
      .filter(([, ms]) => !(ms <= EDITOR_STEP_BUDGET_MS))
      .map(
        ([step, ms]) => `${r.label}: ${step} ${Number.isFinite(ms) ? `${seconds(ms)} s > ${EDITOR_STEP_BUDGET_MS / 1000} s` : "not done"}`,
      ),
  );
  for (const miss of misses) console.log(`MISS: ${miss}`);
  if (misses.length === 0) console.log(`Every step within ${EDITOR_STEP_BUDGET_MS / 1000} s.`);
  process.exitCode = misses.length > 0 ? 1 : 0;
} finally {
  if (keep) console.log(`Kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
