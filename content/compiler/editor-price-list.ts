import { PRICE_LIST_ACCEPT, PRICE_LIST_COLLECTION, PRICE_LIST_FOLDER } from "#app/admin/upload-guard.ts";
import type { EditorCollection } from "./editor-config.ts";

/** Where the editor's build serves the current list (scripts/menu-editor-file.mjs, which tests they agree). */
export const PRICE_LIST_PATH = "/price-list.csv";

/**
 * The editor's *Price lists* (docs/editing.md, "The price list as a file"; decision 034): a staff member
 * uploads the revised price list, a CSV saved from the spreadsheet, without a terminal. Each upload is
 * an entry: its record (`content/en/price-lists/<name>.json`, a name and the file's path; no site page
 * reads it) and the list itself in `content/price-lists/`, saved together as one pull request. The base
 * branch's import then runs on that pull request (.github/workflows/price-list.yml,
 * scripts/price-list-gate.mjs): it commits the price changes and removes both files, or comments every
 * row to correct. Not a collection of the registry: no content module or page has price lists. The
 * editor's page takes a `.csv` on these pages only (app/admin/upload-guard.ts).
 */
export const UPLOAD_RECORD_FOLDER = "content/en/price-lists";

export function priceListCollection(): EditorCollection {
  return {
    name: PRICE_LIST_COLLECTION,
    label: "Price lists",
    label_singular: "Price list",
    description:
      "Upload the revised price list here: the CSV exported from the site, changed in the spreadsheet and saved as CSV UTF-8. " +
      "Saving it opens a pull request that imports it: the prices change in that pull request, or a comment on it lists every row to correct.",
    // One file per upload, in English only: a price list holds both languages' names itself.
    i18n: false,
    folder: UPLOAD_RECORD_FOLDER,
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    identifier_field: "title",
    // A file to upload, not a page: nothing to preview.
    editor: { preview: false },
    slug: "{{title}}",
    fields: [
      {
        name: "title",
        label: "Name",
        widget: "string",
        hint: "What this list is, such as April 2027 prices.",
      },
      {
        name: "file",
        label: "Price list (CSV)",
        widget: "file",
        hint:
          "The list saved from the spreadsheet as CSV UTF-8 (a .csv file). Start from the current list: " +
          `[download it here](${PRICE_LIST_PATH}), change it in the spreadsheet, save it and choose it here.`,
        accept: PRICE_LIST_ACCEPT,
        choose_url: false,
        // No stock photos offered for a price list.
        media_libraries: { stock_assets: false },
        media_folder: `/${PRICE_LIST_FOLDER}`,
        public_folder: `/${PRICE_LIST_FOLDER}`,
      },
    ],
  };
}
