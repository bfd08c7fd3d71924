// `node scripts/hindi-style-doc.mjs`: writes the tables of docs/hindi-style.md (terms, spellings, register,
// nukta) from the lists the Hindi style test holds, content/compiler/hindi-style.ts, between the
// document's markers. content/compiler/hindi-style.test.ts fails when the two differ.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const doc = path.join(root, "docs/hindi-style.md");
const { module } = await runnerImport(path.join(root, "content/compiler/hindi-style-doc.ts"), { configFile: false, logLevel: "error" });
const text = readFileSync(doc, "utf8");
const from = text.indexOf(module.BEGIN);
const to = text.indexOf(module.END);
if (from < 0 || to < from) {
  console.error(`${path.relative(root, doc)}: the markers of the generated tables are missing:\n${module.BEGIN}\n${module.END}`);
  process.exit(1);
}
writeFileSync(doc, text.slice(0, from) + module.styleSheetTables() + text.slice(to + module.END.length));
console.log(`${path.relative(root, doc)}: tables written from content/compiler/hindi-style.ts`);
