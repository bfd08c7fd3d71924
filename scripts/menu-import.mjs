// npm run menu:import -- <file.csv> [--root <dir>]: reads the lab's price list into content/ (docs/editing.md,
// "The price list as a file"). Exit 0 printing "created N, updated M, unchanged K"; on any bad row, exit 1
// naming every one, having written nothing.
import { readFileSync } from "node:fs";
import { commandLine } from "./menu-content.mjs";
import { importMenu } from "./menu-csv.mjs";

const { file, root } = commandLine(process.argv.slice(2), "Usage: npm run menu:import -- <price-list.csv> [--root <project folder>]");
let text;
try {
  text = readFileSync(file, "utf8");
} catch (error) {
  console.error(`${file} cannot be read (${error.code ?? error.message}). Give the path of the price list saved as CSV UTF-8.`);
  process.exit(1);
}
const result = await importMenu(text, { root, listName: file.split(/[\\/]/).pop() });
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
console.log(`created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}`);
const some = (list) => (list.length > 10 ? `${list.slice(0, 10).join(", ")} and ${list.length - 10} more` : list.join(", "));
if (result.untranslated.length > 0)
  console.log(`No Hindi name (name_hi) for ${some(result.untranslated)}: their Hindi pages show the English name until it is added.`);
if (result.hindiToCheck.length > 0)
  console.log(
    `The English words changed; bring the Hindi up to date in the editor:\n${result.hindiToCheck.map((line) => `  - ${line}`).join("\n")}`,
  );
