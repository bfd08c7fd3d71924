import { readdirSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { createSiteServer } from "#scripts/server.mjs";
import { scaled } from "#tests/machine-slowness.ts";
import { allowanceFor, PAGE_LOAD_MS } from "./helpers.ts";

// What the content editor's browser tests (editor.spec.ts, editor-saves-built.spec.ts, editor-build.spec.ts)
// and the staff guide's pictures (tests/doc-screenshots/) share. The editor (Sveltia CMS, docs/decisions/023-git-based-editor.md)
// is a build of its own served on an origin of its own (docs/decisions/028-editor-on-its-own-origin.md):
// here build-e2e/editor/, served by the production server on a port the system picks, beside the public
// site of the other port. In a real Chromium, offline: the test build's editor saves with Sveltia's test
// backend, which keeps the repository's files in the browser's origin-private file system (OPFS) of the
// editor's origin, in the folder `sveltia-cms-test` (Sveltia's source: `navigator.storage.getDirectory()`,
// then that folder).

export const root = process.cwd();
/** The test builds (`npm run build:e2e`): the public site, and the editor's own; read directly, as these specs import no content module. */
export const client = path.resolve("build-e2e", "client");
export const editorClient = path.resolve("build-e2e", "editor", "client");

/**
 * `editor`: the editor's own origin, its build served on a port of its own (another origin than the
 * site's). A worker's fixture: started once for every test of a worker that asks for it, whichever spec
 * file the test is in, and closed when the worker ends.
 */
export const test = base.extend<object, { editor: string }>({
  editor: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const config = JSON.parse(readFileSync(path.join(editorClient, "..", "serve.json"), "utf8"));
      const server = createSiteServer({ root: editorClient, config });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      // Returns once the worker's last test is done, passed or failed.
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      server.close();
      server.closeAllConnections();
    },
    { scope: "worker" },
  ],
});

/**
 * The edits the round trip makes, as the lab's staff would: a test's price and an article's title. Each
 * is an item of a collection, a field the editor labels, a new value, and the page (and its route
 * pattern, for the quick rebuild) that shows it.
 */
export const EDITS = [
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

/** The item the invalid-input test edits. */
export const EDIT = { collection: "centres", id: "dwarka", file: "content/en/centres/dwarka.json" };

/** A required field emptied, and a value its pattern refuses, with what the editor says. */
export const INVALID = {
  requiredLabel: "Name",
  patternLabel: "Phone",
  patternValue: "98765",
  message: /written \+91, a space, five digits/,
};

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The repository's content files (content/en/, content/hi/), as the test backend's repository holds them. */
function repositoryFiles(): { path: string; text: string }[] {
  return ["en", "hi"]
    .flatMap((locale) => filesUnder(path.join(root, "content", locale)))
    .map((file) => ({
      path: path.relative(root, file).split(path.sep).join("/"),
      text: readFileSync(file, "utf8"),
    }));
}

/**
 * Writing the repository's files into the test backend's folder, and signing in, which reads every one
 * of them (about 650): the list of collections showed 10 s after the click at load 38 on the two shared
 * cores. Both allowances grow with the files.
 */
const SEED_MS = scaled(repositoryFiles().length * 20);
const SIGN_IN_MS = allowanceFor(repositoryFiles().length, 20, PAGE_LOAD_MS);
/** Opening the editor as most tests do: seeded, then signed in. */
export const OPEN_EDITOR_MS = SEED_MS + SIGN_IN_MS;

/** Fills the test backend's folder in OPFS (on a page of the editor's origin), then opens the editor signed in. */
export async function openEditor(page: Page, editor: string) {
  await seedRepository(page, editor);
  await signIn(page, editor);
}

/** The test backend's repository: the repository's content/, in OPFS. */
export async function seedRepository(page: Page, editor: string) {
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

export async function signIn(page: Page, editor: string) {
  await page.goto(`${editor}/`);
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await expect(page.getByRole("treeitem").first()).toBeVisible({ timeout: SIGN_IN_MS });
}

/** A file of the test backend's repository, as the editor saved it. */
export async function readSaved(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("sveltia-cms-test");
    const parts = file.split("/");
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file);
}

/** Opens an edit's entry in the editor (in its language, where it names one) and types its value; the field. */
export async function fillEdit(page: Page, editor: string, edit: (typeof EDITS)[number]) {
  await page.goto(`${editor}/#/collections/${edit.collection}/entries/${edit.id}`);
  if ("language" in edit) await page.getByRole("radio", { name: edit.language, exact: true }).first().click();
  const input = page.getByRole(edit.role, { name: edit.label, exact: true });
  await expect(input).toBeVisible();
  await input.fill(String(edit.value));
  return input;
}

/**
 * Saves the entry open in the editor, and waits until the editor's write of `file` has landed with
 * `value` in it (a file being written cannot be read: NotReadableError). Returns the file as saved.
 */
export async function saveAndRead(page: Page, file: string, before: string, value: string): Promise<string> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(async () =>
      readSaved(page, file).then(
        (text) => text !== before && text.includes(value),
        () => false,
      ),
    )
    .toBe(true);
  return readSaved(page, file);
}
