import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { EDIT, INVALID, OPEN_EDITOR_MS, openEditor, readSaved, root, seedRepository, signIn, test } from "./editor-setup.ts";
import { allowanceFor, INPUT_ROUND_MS, PAGE_LOAD_MS } from "./helpers.ts";

// The content editor in the browser, on its own origin (editor-setup.ts: its build, its server, the test
// backend's files in OPFS). The spec seeds the backend with the repository's content/, edits through the
// editor's own UI and reads the saved file back; editor-saves-built.spec.ts rebuilds the site with what it
// saved and reads the change on the public pages. What its build holds, and what the site's holds of it: editor-build.spec.ts. The staff
// guide's pictures are taken apart from the tests (`npm run docs:screenshots`).

/** The pictures the editor takes, and a file it refuses (app/admin/upload-guard.ts). */
const UPLOAD_PICTURE = {
  name: "centre-front.png",
  mimeType: "image/png",
  // A 1 × 1 PNG: Sveltia checks that a picture is one before it takes it.
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
};
const UPLOAD_PAGE = { name: "offer.html", mimeType: "text/html", buffer: Buffer.from("<script>localStorage</script>") };
const UPLOADS_FOLDER = "public/images/uploads";

/**
 * The collections whose entries the editor previews with the site's own components (the `preview` of
 * their definitions, content/collections/*.collection.ts; app/admin/previews.tsx), written out by hand:
 * losing one fails here rather than going unchecked.
 */
const PREVIEWS = [
  { collection: "catalogue-tests", preview: "test-card" },
  { collection: "packages", preview: "test-card" },
  { collection: "department-tests", preview: "test-card" },
  { collection: "home-care-packages", preview: "test-card" },
  { collection: "articles", preview: "article" },
];

/** The editor's generated configuration (content/compiler/editor-config.ts), as the editor's page reads it. */
function editorConfig(): { collections: { name: string; label: string; folder?: string; preview?: string }[] } {
  return JSON.parse(readFileSync(path.join(root, "content/generated/editor-config.json"), "utf8"));
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
        return {
          word: icon.textContent ?? "",
          family: style.fontFamily,
          width: icon.getBoundingClientRect().width,
          fontSize: parseFloat(style.fontSize),
        };
      }),
  }));
}

test.describe("the content editor, on its own origin", () => {
  test("opens on its own origin signed in with the test backend: no error, no refused or failed request, icons drawn as icons", async ({
    page,
    editor,
  }) => {
    // Seeding, signing in, every collection's entry in the list and two uploads: a page load's worth each.
    const config = editorConfig();
    expect(config.collections.length).toBeGreaterThan(0);
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(3, PAGE_LOAD_MS) + config.collections.length * 500);
    await seedRepository(page, editor);
    // From here on: the editor's page (a text file, above, makes Chromium ask for /favicon.ico).
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`));
    });
    await signIn(page, editor);
    // Every collection of the generated configuration (content/compiler/editor-config.ts).
    for (const { label } of config.collections) await expect(page.getByRole("treeitem", { name: label, exact: true })).toBeVisible();
    await page.getByRole("treeitem", { name: /^Centres\b/ }).click();
    await expect(page.getByRole("gridcell", { name: "Dwarka Sector 12 (Delhi)" })).toBeVisible();

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

  test("refuses an invalid value with a message, and saves nothing", async ({ page, editor }) => {
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(1, INPUT_ROUND_MS));
    await openEditor(page, editor);
    await page.goto(`${editor}/#/collections/${EDIT.collection}/entries/${EDIT.id}`);
    const original = await readSaved(page, EDIT.file);
    await page.getByRole("textbox", { name: INVALID.requiredLabel, exact: true }).fill("");
    await page.getByRole("textbox", { name: INVALID.patternLabel, exact: true }).fill(INVALID.patternValue);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(INVALID.message).first()).toBeVisible();
    expect(await readSaved(page, EDIT.file)).toBe(original);
  });

  test("an entry's preview is the site's own component in the site's styles", async ({ page, editor }) => {
    const collections = editorConfig().collections;
    expect(collections.filter((collection) => collection.preview).map(({ name, preview }) => ({ collection: name, preview }))).toEqual(
      PREVIEWS,
    );
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(PREVIEWS.length, PAGE_LOAD_MS));
    await openEditor(page, editor);
    for (const { collection, preview: kind } of PREVIEWS) {
      const folder = collections.find((c) => c.name === collection)!.folder!.replace("{{locale}}", "en");
      const first = readdirSync(path.join(root, folder)).sort()[0]!;
      await page.goto(`${editor}/#/collections/${collection}/entries/${first.replace(/\.\w+$/, "")}`);
      const preview = page.frameLocator("iframe").locator("[data-site-preview]");
      await expect(preview.locator(kind === "article" ? "article h1" : "li h3"), collection).toBeVisible();
      // The site's stylesheet applies: the card's rounded corners, the article's measure (the browser's defaults are none).
      const styled = await preview
        .locator("li, article")
        .first()
        .evaluate((box) => {
          const style = getComputedStyle(box);
          return box.tagName === "LI" ? style.borderTopLeftRadius !== "0px" : style.maxWidth !== "none";
        });
      expect(styled, collection).toBe(true);
    }
  });
});
