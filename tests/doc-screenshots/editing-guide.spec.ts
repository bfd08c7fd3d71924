import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { EDIT, EDITS, fillEdit, INVALID, OPEN_EDITOR_MS, openEditor, root, saveAndRead, test } from "#tests/e2e/editor-setup.ts";
import { allowanceFor, INPUT_ROUND_MS, PAGE_LOAD_MS } from "#tests/e2e/helpers.ts";

// The staff guide's pictures of the editor (docs/editing.md, docs/images/editing/), taken on purpose with
// `npm run docs:screenshots` (scripts/doc-screenshots.mjs, playwright.docs.config.ts), never by the test
// suite: the same editor build, test backend and steps as tests/e2e/editor.spec.ts.

const PICTURES = path.join(root, "docs/images/editing");

/** A picture of the page as it settles: CSS animations (a notice fading in) taken at their end. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(PICTURES, `${name}.png`), animations: "disabled" });
}

/** The new-item forms the guide shows: a collection, and its picture's name. */
const NEW_ITEMS = [
  ["centres", "new-centre"],
  ["catalogue-tests", "new-test"],
  ["articles", "new-article"],
] as const;

test("the editing guide's pictures: the collections, each edit, an invalid value refused, the new-item forms", async ({ page, editor }) => {
  test.setTimeout(OPEN_EDITOR_MS + allowanceFor(EDITS.length * 2 + 1, INPUT_ROUND_MS) + allowanceFor(NEW_ITEMS.length + 1, PAGE_LOAD_MS));
  mkdirSync(PICTURES, { recursive: true });
  await openEditor(page, editor);
  await page.getByRole("treeitem", { name: /^Centres\b/ }).click();
  await expect(page.getByRole("gridcell", { name: "Dwarka Sector 12 (Delhi)" })).toBeVisible();
  await shoot(page, "collections");

  for (const edit of EDITS) {
    const input = await fillEdit(page, editor, edit);
    // The field in the middle of the picture, not at its edge.
    await input.evaluate((field) => field.scrollIntoView({ block: "center" }));
    await shoot(page, edit.screenshot);
    // Saved, as in the tests, so that the next entry opens with nothing left unsaved; its notice gone
    // before the next picture.
    await saveAndRead(page, edit.file, readFileSync(path.join(root, edit.file), "utf8"), String(edit.value));
    await expect(page.getByText("Entry saved.")).toBeHidden({ timeout: 20_000 });
  }

  await page.goto(`${editor}/#/collections/${EDIT.collection}/entries/${EDIT.id}`);
  await page.getByRole("textbox", { name: INVALID.requiredLabel, exact: true }).fill("");
  await page.getByRole("textbox", { name: INVALID.patternLabel, exact: true }).fill(INVALID.patternValue);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(INVALID.message).first()).toBeVisible();
  await shoot(page, "invalid-value");

  for (const [collection, name] of NEW_ITEMS) {
    await page.goto(`${editor}/#/collections/${collection}/new`);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
    await shoot(page, name);
  }
});
