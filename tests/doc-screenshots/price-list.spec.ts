import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { OPEN_EDITOR_MS, openEditor, readSaved, root, test } from "#tests/e2e/editor-setup.ts";
import { allowanceFor, INPUT_ROUND_MS, PAGE_LOAD_MS } from "#tests/e2e/helpers.ts";

// The staff guide's pictures of the editor's *Price lists* (docs/editing.md, "The price list as a file"),
// taken with `npm run docs:screenshots` like editing-guide.spec.ts: the list the editor's build publishes
// (scripts/menu-editor-file.mjs) downloaded, then uploaded as a new price list and saved with the test
// backend; on that page a picture is refused (app/admin/upload-guard.ts).

const PICTURES = path.join(root, "docs/images/editing");
const HEADER = "code,name,name_hi,discipline,sample,fasting_hours,report_time,price,collection,aliases,description,reviewed_by,reviewed_on";
const PICTURE = {
  name: "centre-front.png",
  mimeType: "image/png",
  buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
};

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(PICTURES, `${name}.png`), animations: "disabled" });
}

test("the price list's pictures: the collection, a list chosen for upload; a picture refused there, the list saved", async ({
  page,
  editor,
}) => {
  test.setTimeout(OPEN_EDITOR_MS + allowanceFor(4, PAGE_LOAD_MS) + allowanceFor(3, INPUT_ROUND_MS));
  const download = await page.request.get(`${editor}/price-list.csv`);
  expect(download.status()).toBe(200);
  const list = await download.text();
  expect(list.startsWith(`\uFEFF${HEADER}\n`)).toBe(true);

  await openEditor(page, editor);
  await page.goto(`${editor}/#/collections/price-lists`);
  const collection = page.getByRole("treeitem", { name: /^Price lists\b/ });
  await collection.scrollIntoViewIfNeeded();
  await expect(page.getByText("This collection has no entries yet.")).toBeVisible();
  await shoot(page, "price-list-collection");

  await page.goto(`${editor}/#/collections/price-lists/new`);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("April 2027 prices");
  const picker = page.locator('input[type="file"]').first();
  await expect(picker).toHaveAttribute("accept", ".csv");
  await picker.setInputFiles(PICTURE);
  await expect(page.getByRole("alert").filter({ hasText: "Only a price list" })).toHaveText(
    "Only a price list saved from the spreadsheet as CSV UTF-8 (.csv) can be uploaded here. Not uploaded: centre-front.png.Close",
  );
  await page.getByRole("alert").getByRole("button", { name: "Close" }).click();
  await picker.setInputFiles({ name: "april-2027-prices.csv", mimeType: "text/csv", buffer: Buffer.from(list) });
  await expect(page.getByText("/content/price-lists/april-2027-prices.csv")).toBeVisible();
  await expect(page.getByRole("link", { name: "download it here" })).toHaveAttribute("href", "/price-list.csv");
  await shoot(page, "price-list-upload");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect
    .poll(() => readSaved(page, "content/en/price-lists/april-2027-prices.json").then(JSON.parse, () => undefined))
    .toEqual({ title: "April 2027 prices", file: "/content/price-lists/april-2027-prices.csv" });
  // Blob.text() reads the byte-order mark away; every row arrived.
  expect(await readSaved(page, "content/price-lists/april-2027-prices.csv")).toBe(list.slice(1));
});
