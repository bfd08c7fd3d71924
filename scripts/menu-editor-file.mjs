// The current price list on the editor's origin, at /price-list.csv (docs/editing.md, "The price list as
// a file"): the staff download it from the editor's *Price lists* (the file field's hint links to it),
// change it in a spreadsheet and upload it there, with no terminal. The Astro integration of the editor's
// build (astro.editor.config.ts) writes it from the content the build is made of, as npm run menu:export
// would. Its names, prices and review dates are all on the public site already; only the editor's origin
// has the file.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readMenu, repoRoot } from "./menu-content.mjs";
import { menuCsv } from "./menu-csv.mjs";

/** Where the editor's origin serves the list, as the field's hint links to it. */
export const PRICE_LIST_PATH = "/price-list.csv";

/** Writes the price list of `<root>/content/` into the output folder `outDir`; returns how many tests it holds. */
export async function writePriceListFile(outDir, root = repoRoot) {
  const menu = readMenu(root);
  await writeFile(path.join(outDir, PRICE_LIST_PATH.slice(1)), menuCsv(menu));
  return menu.tests.length;
}

/** The Astro integration: the list beside the editor's page once the build is written. */
export function editorPriceListFile() {
  return {
    name: "editor-price-list-file",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const count = await writePriceListFile(fileURLToPath(dir));
        logger.info(`${PRICE_LIST_PATH.slice(1)}: the current price list, ${count} tests`);
      },
    },
  };
}
