// npm run menu:export -- <file.csv> [--root <dir>]: writes the lab's price list, one row per catalogue test,
// in the columns npm run menu:import reads (docs/editing.md, "The price list as a file").
import { commandLine, readMenu, writeAll } from "./menu-content.mjs";
import { menuCsv } from "./menu-csv.mjs";

const { file, root } = commandLine(process.argv.slice(2), "Usage: npm run menu:export -- <price-list.csv> [--root <project folder>]");
const menu = readMenu(root);
writeAll("/", new Map([[file, menuCsv(menu)]]));
console.log(`Wrote ${menu.tests.length} tests to ${file}`);
