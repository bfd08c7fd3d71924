import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { createSiteServer } from "../../scripts/server.mjs";
import { EDITOR_ORIGIN_SETTING, expectEditorPage } from "../deploy-cases";
import { allowanceFor, INPUT_ROUND_MS, PAGE_LOAD_MS } from "./helpers";

// The content editor (Sveltia CMS, docs/decisions/023-git-based-editor.md), a build of its own served
// on an origin of its own (docs/decisions/028-editor-on-its-own-origin.md): here build-e2e/editor/,
// served by the production server on a port the system picks, beside the public site of the other
// port. In a real Chromium, offline: the test build's editor saves with Sveltia's test backend, which
// keeps the repository's files in the browser's origin-private file system (OPFS) of the editor's
// origin, in the folder `sveltia-cms-test` (Sveltia's source: `navigator.storage.getDirectory()`, then
// that folder). The spec seeds it with the repository's content/, edits through the editor's own UI,
// reads the saved file back, rebuilds the site with it, and reads the change on the public pages.

/**
 * The edits the round trip makes, as the lab's staff would: a test's price and an article's title. Each
 * is an item of a collection, a field the editor labels, a new value, and the page (and its route
 * pattern, for the quick rebuild) that shows it.
 */
const EDITS = [
  {
    collection: "catalogue-tests",
    id: "2",
    file: "content/en/tests/2.json",
    field: "price",
    role: "spinbutton",
    label: "Price (₹)",
    value: 475,
    page: "/test-details/2",
    shows: "₹475",
    routes: ["/test-details/[testId]"],
    /** The staff guide's picture of this edit (docs/images/editing/). */
    screenshot: "change-price",
  },
  {
    collection: "articles",
    id: "hba1c-and-prediabetes",
    file: "content/en/articles/hba1c-and-prediabetes.md",
    field: "title",
    role: "textbox",
    label: "Title",
    value: "HbA1c and prediabetes: reading your sugar numbers",
    page: "/blog",
    shows: "HbA1c and prediabetes: reading your sugar numbers",
    routes: ["/blog"],
    screenshot: "change-article-title",
  },
  {
    // The same test's name in Hindi: the Hindi view of the same item; its file holds the words only.
    collection: "catalogue-tests",
    id: "2",
    language: "Hindi",
    file: "content/hi/tests/2.json",
    field: "name",
    role: "textbox",
    label: "Name",
    value: "लिपिड प्रोफ़ाइल, कोलेस्ट्रॉल की जाँच (Lipid Profile)",
    page: "/hi/test-details/2",
    shows: "लिपिड प्रोफ़ाइल, कोलेस्ट्रॉल की जाँच (Lipid Profile)",
    routes: ["/test-details/[testId]"],
    screenshot: "change-hindi-name",
  },
] as const;

/** A Markdown file's front matter (parsed) with its body, to compare what an edit changed. */
function frontMatterAndBody(text: string): Record<string, unknown> {
  const [, fields = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { ...(parseYaml(fields) as Record<string, unknown>), body: body.trim() };
}

/** The item the invalid-input test edits. */
const EDIT = { collection: "centres", id: "dwarka", file: "content/en/centres/dwarka.json" };

/** A required field emptied, and a value its pattern refuses, with what the editor says. */
const INVALID = { requiredLabel: "Name", patternLabel: "Phone", patternValue: "98765", message: /written \+91, a space, five digits/ };

/** The pictures the editor takes, and a file it refuses (app/admin/upload-guard.ts). */
const UPLOAD_PICTURE = {
  name: "centre-front.png",
  mimeType: "image/png",
  // A 1 × 1 PNG: Sveltia checks that a picture is one before it takes it.
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
};
const UPLOAD_PAGE = { name: "offer.html", mimeType: "text/html", buffer: Buffer.from("<script>localStorage</script>") };
const UPLOADS_FOLDER = "public/images/uploads";

const root = process.cwd();
/** The test builds (scripts/e2e.mjs): the public site, and the editor's own; read directly, as this spec imports no content module. */
const client = path.resolve("build-e2e", "client");
const editorClient = path.resolve("build-e2e", "editor", "client");
const screenshots = process.env.DOC_SCREENSHOTS === "1";

/** The editor's own origin: its build, served on a port of its own (another origin than the site's). */
let editor: string;
let editorServer: Server;

test.beforeAll(async () => {
  const config = JSON.parse(readFileSync(path.join(editorClient, "..", "serve.json"), "utf8"));
  editorServer = createSiteServer({ root: editorClient, config });
  await new Promise<void>((resolve) => editorServer.listen(0, "127.0.0.1", resolve));
  editor = `http://127.0.0.1:${(editorServer.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  editorServer?.close();
  editorServer?.closeAllConnections();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The repository's content files, as the test backend's repository holds them. */
function repositoryFiles(): { path: string; text: string }[] {
  return filesUnder(path.join(root, "content")).map((file) => ({ path: path.relative(root, file).split(path.sep).join("/"), text: readFileSync(file, "utf8") }));
}

/** Fills the test backend's folder in OPFS (on a page of the editor's origin), then opens the editor signed in. */
async function openEditor(page: Page) {
  await seedRepository(page);
  await signIn(page);
}

/** The test backend's repository: the repository's content/, in OPFS. */
async function seedRepository(page: Page) {
  // A plain text file of the editor's origin: no page's scripts run while the files are written.
  await page.goto(`${editor}/robots.txt`);
  await page.evaluate(async (files) => {
    const storage = await navigator.storage.getDirectory();
    await storage.removeEntry("sveltia-cms-test", { recursive: true }).catch(() => undefined);
    const repository = await storage.getDirectoryHandle("sveltia-cms-test", { create: true });
    for (const file of files) {
      const parts = file.path.split("/");
      let folder = repository;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(file.text);
      await writable.close();
    }
  }, repositoryFiles());
}

/**
 * Writing the repository's files into the test backend's folder, and signing in, which reads every one
 * of them (about 650): the list of collections showed 10 s after the click at load 38 on the two shared
 * cores. Both allowances grow with the files.
 */
const SEED_MS = repositoryFiles().length * 20;
const SIGN_IN_MS = allowanceFor(repositoryFiles().length, 20, PAGE_LOAD_MS);
/** Opening the editor as most tests do: seeded, then signed in. */
const OPEN_EDITOR_MS = SEED_MS + SIGN_IN_MS;
/** A bound on the copy's compile and build, so that a hung build fails; the test's allowance takes its real time in. */
const COPY_BUILD_LIMIT_MS = 15 * 60_000;

async function signIn(page: Page) {
  await page.goto(`${editor}/`);
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await expect(page.getByRole("treeitem").first()).toBeVisible({ timeout: SIGN_IN_MS });
}

/** The names of the files in a folder of the test backend's repository. */
async function savedFilesIn(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(async (folder) => {
    let directory = await (await navigator.storage.getDirectory()).getDirectoryHandle("sveltia-cms-test");
    try {
      for (const part of folder.split("/")) directory = await directory.getDirectoryHandle(part);
    } catch {
      return [];
    }
    const names: string[] = [];
    for await (const name of (directory as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    return names.sort();
  }, folder);
}

/**
 * Everything that went wrong on the page from now on: a console error, an uncaught error, a request
 * refused by the policy (a `securitypolicyviolation` event, reported through the console), a request
 * that failed or was answered with an error status.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The editor's icons (Material Symbols ligatures: the word "search" drawn as one glyph) as the page lays them out. */
async function iconsOf(page: Page) {
  return page.evaluate(() => ({
    fontReady: document.fonts.check("24px 'Material Symbols Outlined'"),
    icons: [...document.querySelectorAll<HTMLElement>(".material-symbols-outlined")]
      .filter((icon) => icon.getClientRects().length > 0 && (icon.textContent ?? "").length >= 4)
      .map((icon) => {
        const style = getComputedStyle(icon);
        return { word: icon.textContent ?? "", family: style.fontFamily, width: icon.getBoundingClientRect().width, fontSize: parseFloat(style.fontSize) };
      }),
  }));
}

/** A file of the test backend's repository, as the editor saved it. */
async function readSaved(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("sveltia-cms-test");
    const parts = file.split("/");
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file);
}

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(path.join(root, "docs/images/editing"), { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(root, "docs/images/editing", `${name}.png`) });
}

/**
 * A copy of the repository with `content/` changed, built with only the routes that show the change
 * (SITE_BUILD_ROUTES, astro-config/partial-build.ts) into its own build folder: the content compile and the build
 * are the real ones, with the test settings.
 */
function buildCopy(changed: Record<string, string>, routes: string[]): { client: string; ms: number; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "editor-build-"));
  for (const entry of ["app", "content", "public", "scripts", "astro.config.ts", "astro-config", "tsconfig.json", "package.json", ".env.e2e"]) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true, filter: (source) => !source.includes(`${path.sep}generated${path.sep}`) && !source.endsWith(`${path.sep}generated`) });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const [file, text] of Object.entries(changed)) writeFileSync(path.join(dir, file), text);
  const started = Date.now();
  const env = { ...process.env, SITE_BUILD_DIR: "build-edit", SITE_BUILD_ROUTES: routes.join(",") };
  for (const [command, args] of [
    ["node", ["scripts/content-compile.mjs"]],
    ["node", ["scripts/astro-build.mjs", "--mode", "e2e"]],
  ] as const) {
    const result = spawnSync(command, args, { cwd: dir, env, encoding: "utf8", timeout: COPY_BUILD_LIMIT_MS });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { client: path.join(dir, "build-edit", "client"), ms: Date.now() - started, dir };
}

test.describe("the content editor, on its own origin", () => {
  test("opens on its own origin signed in with the test backend: no error, no refused or failed request, icons drawn as icons", async ({ page }) => {
    // Seeding, signing in, every collection's entry in the list and two uploads: a page load's worth each.
    const config = JSON.parse(readFileSync(path.join(root, "app/content/generated/editor-config.json"), "utf8")) as { collections: { label: string }[] };
    expect(config.collections.length).toBeGreaterThan(0);
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(3, PAGE_LOAD_MS) + config.collections.length * 500);
    await seedRepository(page);
    // From here on: the editor's page (a text file, above, makes Chromium ask for /favicon.ico).
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`));
    });
    await signIn(page);
    // Every collection of the generated configuration (app/content/source/editor-config.ts).
    for (const { label } of config.collections) await expect(page.getByRole("treeitem", { name: label, exact: true })).toBeVisible();
    await page.getByRole("treeitem", { name: /^Centres\b/ }).click();
    await expect(page.getByRole("gridcell", { name: "Dwarka Sector 12 (Delhi)" })).toBeVisible();
    await shoot(page, "collections");

    // The icon font is the package's own file, loaded: each icon is one glyph of it, not its name in letters
    // ("article" in a text font is about three times as wide as it is high).
    await page.evaluate(() => document.fonts.ready);
    const { fontReady, icons } = await iconsOf(page);
    expect(fontReady).toBe(true);
    expect(icons.length).toBeGreaterThan(3);
    for (const icon of icons) {
      expect(icon.family, icon.word).toBe('"Material Symbols Outlined"');
      expect(icon.width, `${icon.word}: ${icon.width} px wide at ${icon.fontSize} px`).toBeLessThanOrEqual(icon.fontSize * 1.1);
    }

    // Uploads: a page is refused before the editor takes it; a picture is saved to the uploads folder.
    await page.goto(`${editor}/#/assets`);
    const picker = page.locator('input[type="file"]');
    await expect(picker).toHaveAttribute("accept", ".jpg,.jpeg,.png,.webp,.avif,.gif");
    await picker.setInputFiles(UPLOAD_PAGE);
    await expect(page.getByRole("alert").filter({ hasText: "Only pictures can be uploaded" })).toHaveText(
      "Only pictures can be uploaded: JPG, PNG, WebP, AVIF or GIF. Not uploaded: offer.html.Close",
    );
    await picker.setInputFiles(UPLOAD_PICTURE);
    await page.getByRole("alertdialog", { name: "Upload New Assets" }).getByRole("button", { name: "Upload", exact: true }).click();
    await expect.poll(() => savedFilesIn(page, UPLOADS_FOLDER)).toEqual([UPLOAD_PICTURE.name]);
    await expect(page.getByRole("alert").filter({ hasText: "Only pictures can be uploaded" })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a price and an article's title saved in the editor are the files the build reads, and the public pages show them", async ({ page }) => {
    // Each edit is a save in the editor and a page read back. The copy's content compile and partial
    // build (63 s at load 8, 226 s at load 38 on the two shared cores) is added once it has run.
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(EDITS.length * 2, INPUT_ROUND_MS));
    await openEditor(page);
    const changed: Record<string, string> = {};
    for (const edit of EDITS) {
      await page.goto(`${editor}/#/collections/${edit.collection}/entries/${edit.id}`);
      if ("language" in edit) await page.getByRole("radio", { name: edit.language, exact: true }).first().click();
      const input = page.getByRole(edit.role, { name: edit.label, exact: true });
      await expect(input).toBeVisible();
      await input.fill(String(edit.value));
      await shoot(page, edit.screenshot);
      const before = readFileSync(path.join(root, edit.file), "utf8");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // Read until the editor's write has landed (a file being written cannot be read: NotReadableError).
      await expect.poll(async () => readSaved(page, edit.file).then((text) => text !== before && text.includes(String(edit.value)), () => false)).toBe(true);
      const saved = await readSaved(page, edit.file);
      // Only the field changed; the file keeps every other field as it was.
      if (edit.file.endsWith(".json")) expect(JSON.parse(saved)).toEqual({ ...JSON.parse(before), [edit.field]: edit.value });
      else expect(frontMatterAndBody(saved)).toEqual({ ...frontMatterAndBody(before), title: edit.value });
      changed[edit.file] = saved;
    }

    const routes = [...new Set(EDITS.flatMap((edit) => edit.routes))];
    const build = buildCopy(changed, routes);
    console.log(`editor.spec: content compile + build of ${routes.join(", ")} took ${(build.ms / 1000).toFixed(1)} s`);
    test.setTimeout(test.info().timeout + build.ms);
    const config = JSON.parse(readFileSync(path.join(build.client, "..", "serve.json"), "utf8"));
    const server = createSiteServer({ root: build.client, config });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const edit of EDITS) {
        await page.goto(`http://127.0.0.1:${port}${edit.page}`);
        await expect(page.getByText(edit.shows).first(), edit.page).toBeVisible();
      }
    } finally {
      server.close();
      server.closeAllConnections();
      rmSync(build.dir, { recursive: true, force: true });
    }
  });

  test("refuses an invalid value with a message, and saves nothing", async ({ page }) => {
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(1, INPUT_ROUND_MS));
    await openEditor(page);
    await page.goto(`${editor}/#/collections/${EDIT.collection}/entries/${EDIT.id}`);
    const original = await readSaved(page, EDIT.file);
    await page.getByRole("textbox", { name: INVALID.requiredLabel, exact: true }).fill("");
    await page.getByRole("textbox", { name: INVALID.patternLabel, exact: true }).fill(INVALID.patternValue);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(INVALID.message).first()).toBeVisible();
    await shoot(page, "invalid-value");
    expect(await readSaved(page, EDIT.file)).toBe(original);
  });

  test("an entry's preview is the site's own component in the site's styles", async ({ page }) => {
    const config = JSON.parse(readFileSync(path.join(root, "app/content/generated/editor-config.json"), "utf8")) as {
      collections: { name: string; folder?: string; preview?: string }[];
    };
    const previewed = config.collections.filter((collection) => collection.preview && collection.folder);
    test.skip(previewed.length === 0, "no collection names a preview of the site's");
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(previewed.length, PAGE_LOAD_MS));
    await openEditor(page);
    for (const collection of previewed) {
      const folder = collection.folder!.replace("{{locale}}", "en");
      const first = readdirSync(path.join(root, folder)).sort()[0]!;
      await page.goto(`${editor}/#/collections/${collection.name}/entries/${first.replace(/\.\w+$/, "")}`);
      const preview = page.frameLocator("iframe").locator("[data-site-preview]");
      await expect(preview.locator(collection.preview === "article" ? "article h1" : "li h3"), collection.name).toBeVisible();
      // The site's stylesheet applies: the card's rounded corners, the article's measure (the browser's defaults are none).
      const styled = await preview.locator("li, article").first().evaluate((box) => {
        const style = getComputedStyle(box);
        return box.tagName === "LI" ? style.borderTopLeftRadius !== "0px" : style.maxWidth !== "none";
      });
      expect(styled, collection.name).toBe(true);
    }
  });

  test("a new item's form (documentation screenshots)", async ({ page }) => {
    test.skip(!screenshots, "only with DOC_SCREENSHOTS=1");
    await openEditor(page);
    for (const [collection, name] of [
      ["centres", "new-centre"],
      ["catalogue-tests", "new-test"],
      ["articles", "new-article"],
    ] as const) {
      await page.goto(`${editor}/#/collections/${collection}/new`);
      await page.waitForTimeout(1_000);
      if (await page.getByRole("button", { name: "Save", exact: true }).isVisible()) await shoot(page, name);
    }
  });
});

test.describe("the editor's build", () => {
  test("the editor's page script carries no test's facts: they come with the first preview (its start keeps its weight as the menu grows)", () => {
    // A sentence of content/en/test-facts/lipid-profile.json, which the test-card preview shows.
    const fact = "Measures total cholesterol, HDL, LDL, VLDL and triglycerides";
    const html = readFileSync(path.join(editorClient, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    expect(readFileSync(path.join(editorClient, scripts[0]!), "utf8")).not.toContain(fact);
    const chunks = readdirSync(path.join(editorClient, "assets")).filter((name) => name.endsWith(".js") && readFileSync(path.join(editorClient, "assets", name), "utf8").includes(fact));
    expect(chunks).toEqual([expect.stringMatching(/^preview-cards\.[\w-]+\.js$/)]);
  });
});

test.describe("the public site and the editor", () => {
  test("the public site's build holds none of the editor: no page of it, no script of it", () => {
    // The editor's own code carries the name of Sveltia's test backend; no file of the site may.
    const marker = "sveltia-cms-test";
    const editorScripts = readdirSync(path.join(editorClient, "assets")).filter((name) => name.endsWith(".js"));
    expect(editorScripts.some((name) => readFileSync(path.join(editorClient, "assets", name), "utf8").includes(marker))).toBe(true);

    const siteFiles = filesUnder(client).filter((file) => /\.(html|js|css|json|txt|xml)$/.test(file));
    expect(siteFiles.length).toBeGreaterThan(100);
    const holding = siteFiles.filter((file) => readFileSync(file, "utf8").includes(marker));
    expect(holding).toEqual([]);
    expect(existsSync(path.join(client, "admin.html"))).toBe(false);
    expect(existsSync(path.join(client, "admin"))).toBe(false);
  });

  test("/admin on the public site leads to the editor's own origin, which serves it with its own policy, and nothing of the site", async ({ request }) => {
    for (const url of ["/admin", "/admin/"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      // The local server first drops a trailing slash (301), as it does for every URL.
      const target = response.status() === 301 ? await request.get(response.headers().location!, { maxRedirects: 0 }) : response;
      expect(target.status(), url).toBe(302);
      expect(target.headers().location, url).toBe(`${EDITOR_ORIGIN_SETTING}/`);
    }
    await expectEditorPage(request, editor);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
});
