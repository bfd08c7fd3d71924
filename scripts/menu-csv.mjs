// The lab's price list as a file (docs/editing.md, "The price list as a file"): one row per catalogue
// test, matched by `code`, the key of its facts (content/en/test-facts/<code>.json) and the `test` of its
// catalogue entry (content/en/tests/<id>.json). `menuCsv` writes the menu; `importMenu` reads a list and
// either writes every change, all at once, or nothing: every bad row is named first (its row, column,
// what is wrong and what is allowed, in the words of content/compiler/problems.ts; scripts/menu-row.mjs),
// then the changed content must pass the content compile (scripts/content-compile.mjs) in a temporary
// copy, so the medical rules hold before anything is written (scripts/menu-content.mjs). Used by
// scripts/menu-import.mjs and menu-export.mjs.
import { existsSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { runnerImport } from "vite";
import { compileWithChanges, jsonText, readMenu, repoRoot, writeAll } from "./menu-content.mjs";
import { checkRow, COLLECTIONS, FIRST_NEW_ID } from "./menu-row.mjs";

/** The columns, exactly and in this order. */
export const COLUMNS = [
  "code",
  "name",
  "name_hi",
  "discipline",
  "sample",
  "fasting_hours",
  "report_time",
  "price",
  "collection",
  "aliases",
  "description",
  "reviewed_by",
  "reviewed_on",
];

const COLLECTION_WORDS = Object.fromEntries(Object.entries(COLLECTIONS).map(([word, kind]) => [kind, word]));

/** The menu as rows of the price list, in the catalogue's order. */
export function menuRows(menu) {
  return menu.tests.map((test) => {
    const facts = menu.facts[test.test];
    return {
      code: test.test,
      name: test.name,
      name_hi: menu.hindiTests[String(test.id)]?.name ?? "",
      discipline: facts?.discipline ?? "",
      sample: facts?.sample ?? "",
      fasting_hours: facts?.fastingHours == null ? "" : String(facts.fastingHours),
      report_time: facts?.reportTime ?? "",
      price: String(test.price),
      collection: COLLECTION_WORDS[facts?.collection] ?? "",
      aliases: (test.aliases ?? []).join("; "),
      description: facts?.description ?? "",
      reviewed_by: test.review.reviewer,
      reviewed_on: test.review.reviewed,
    };
  });
}

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`) or that starts with a tab or carriage
 * return (also read so by some) after any apostrophes: the editor's words must open as text, never run as
 * a formula (decision 034). Apostrophes before it count, so a cell that really starts with `'=` survives
 * the round trip too.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A cell as exported: one apostrophe before a formula's start, which a spreadsheet shows as text. */
export function neutraliseCell(text) {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as imported: the apostrophe export put before a formula's start taken off again; any other kept. */
export function restoreCell(text) {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}

/** The price list's text: UTF-8 with a byte-order mark, so a spreadsheet opens the Hindi as Hindi. */
export function menuCsv(menu) {
  const rows = menuRows(menu).map((row) => Object.fromEntries(Object.entries(row).map(([column, text]) => [column, neutraliseCell(text)])));
  return stringify(rows, { header: true, columns: COLUMNS, bom: true });
}

let sourceModules;
/** The content compiler's schemas and wording (TypeScript, loaded through Vite as the compile does). */
async function source() {
  sourceModules ??= (await runnerImport(path.join(repoRoot, "content/compiler/index.ts"), { configFile: false, logLevel: "error" })).module;
  return sourceModules;
}

/** The list's rows as objects, or the problems with its shape (unreadable, wrong columns). */
function parseList(text, listName) {
  let records;
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    return {
      problems: [`${listName} cannot be read as CSV (${error.message}). Save it from the spreadsheet as "CSV UTF-8 (comma delimited)".`],
    };
  }
  const [header = [], ...rows] = records;
  const names = header.map((cell) => cell.trim());
  if (names.join(",") !== COLUMNS.join(","))
    return {
      problems: [
        `${listName}: the header row is "${names.join(",")}", which is not the price list's. Allowed: exactly these columns in this order: ${COLUMNS.join(",")} (export the current list with npm run menu:export and edit that).`,
      ],
    };
  const problems = [];
  const parsed = rows.map((cells, index) => {
    const number = index + 2;
    if (cells.length !== COLUMNS.length)
      problems.push(
        `${listName}, row ${number}: has ${cells.length} cells, but the header has ${COLUMNS.length}. Allowed: one cell for each column (an empty cell for an empty value).`,
      );
    return { number, cells: Object.fromEntries(COLUMNS.map((column, i) => [column, restoreCell((cells[i] ?? "").trim())])) };
  });
  return { rows: parsed, problems };
}

/**
 * Reads a price list into the content of `root` (docs/editing.md). Returns `{ ok: true, created,
 * updated, unchanged, untranslated }` once every change is written, or `{ ok: false, message }` having
 * written nothing.
 */
export async function importMenu(text, { root = repoRoot, listName = "the price list", today } = {}) {
  const { problemLine, validateFile, collections, disciplines } = await source();
  const schemaOf = (name) => collections.find((collection) => collection.name === name).schema;
  const menu = readMenu(root);
  const refuse = (lines) => ({
    ok: false,
    message: [
      `${listName} was not imported; nothing was written. Correct these and import it again:`,
      ...lines.map((line) => `  - ${line}`),
    ].join("\n"),
  });

  const { rows, problems: shapeProblems } = parseList(text, listName);
  if (!rows || shapeProblems.length > 0) return refuse(shapeProblems);

  const testOf = new Map();
  for (const test of menu.tests) if (!testOf.has(test.test)) testOf.set(test.test, test);
  const usedIds = new Set([...menu.tests.map((t) => t.id), ...menu.packageIds]);
  let nextId = FIRST_NEW_ID;
  const newId = () => {
    while (usedIds.has(nextId)) nextId += 1;
    usedIds.add(nextId);
    return nextId;
  };
  let nextOrder = Math.max(0, ...Object.values(menu.facts).map((f) => f.order ?? 0)) + 1;

  const problems = [];
  const seen = new Map();
  const planned = [];
  const compiler = { problemLine, validateFile, disciplines, schemaOf };
  for (const row of rows) {
    const { problems: rowProblems, plan } = checkRow(row, { listName, menu, testOf, seen, order: nextOrder, compiler });
    problems.push(...rowProblems);
    if (!plan) continue;
    if (!menu.facts[plan.code]) nextOrder += 1;
    planned.push(plan);
  }
  if (problems.length > 0) return refuse(problems);

  // Ids for the new tests, in the list's order, once every row is good.
  const writes = new Map();
  const rowOfFile = new Map();
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const untranslated = [];
  const hindiToCheck = [];
  for (const row of planned) {
    const isNew = row.id === undefined;
    const id = isNew ? newId() : row.id;
    const test = isNew ? { ...row.test, id } : row.test;
    const files = [
      [`content/en/test-facts/${row.code}.json`, row.facts, menu.facts[row.code]],
      [`content/en/tests/${id}.json`, test, isNew ? undefined : row.before],
    ];
    const hindi = menu.hindiTests[String(id)];
    if (row.nameHi)
      files.push([
        `content/hi/tests/${id}.json`,
        hindi ? { ...hindi, name: row.nameHi } : { name: row.nameHi, ...(row.aliases.length > 0 ? { aliases: row.aliases } : {}) },
        hindi,
      ]);
    else if (!hindi) untranslated.push(row.code);
    let changed = false;
    for (const [file, value, before] of files) {
      rowOfFile.set(file, row.number);
      if (before !== undefined && JSON.stringify(before) === JSON.stringify(value)) continue;
      writes.set(file, jsonText(value));
      changed = true;
    }
    const before = menu.facts[row.code];
    if (!isNew && before && existsSync(path.join(root, `content/hi/test-facts/${row.code}.json`))) {
      const words = ["sample", "description"].filter((field) => before[field] !== row.facts[field]);
      if (words.length > 0) hindiToCheck.push(`content/hi/test-facts/${row.code}.json (${words.join(", ")})`);
    }
    if (isNew) counts.created += 1;
    else if (changed) counts.updated += 1;
    else counts.unchanged += 1;
  }
  if (writes.size === 0) return { ok: true, ...counts, untranslated, hindiToCheck };

  const problem = await compileWithChanges(root, writes, today);
  if (problem) {
    // The problems' lines only: each language's compile starts its own with a heading.
    const lines = problem
      .split("\n")
      .filter((line) => /^\s*- /.test(line))
      .map((line) => {
        const file = line.match(/content\/\w+\/[\w-]+\/[\w.-]+\.json/)?.[0];
        const row = rowOfFile.get(file ?? "") ?? rowOfFile.get(file?.replace("content/hi/", "content/en/") ?? "");
        return `${line.replace(/^\s*- /, "")}${row ? ` (${listName}, row ${row})` : ""}`;
      });
    return refuse(lines);
  }
  writeAll(root, writes);
  return { ok: true, ...counts, untranslated, hindiToCheck };
}
