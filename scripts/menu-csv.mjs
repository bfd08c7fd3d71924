// The lab's price list as a file (docs/editing.md, "The price list as a file"): one row per catalogue
// test, matched by `code`, the key of its facts (content/en/test-facts/<code>.json) and the `test` of its
// catalogue entry (content/en/tests/<id>.json). `menuCsv` writes the menu; `importMenu` reads a list and
// either writes every change, all at once, or nothing: every bad row is named first (its row, column,
// what is wrong and what is allowed, in the words of app/content/source/problems.ts), then the changed
// content must pass the content compile (scripts/content-compile.mjs) in a temporary copy, so the
// medical rules hold before anything is written. Used by scripts/menu-import.mjs and menu-export.mjs.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { runnerImport } from "vite";
import { compileAllContent } from "./content-compile.mjs";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** The columns, exactly and in this order. */
export const COLUMNS = ["code", "name", "name_hi", "discipline", "sample", "fasting_hours", "report_time", "price", "collection", "aliases", "description", "reviewed_by", "reviewed_on"];

/** The list's words for where a test is done, and the facts' `collection` each stands for. */
const COLLECTIONS = { home: "home-sample", "home-paid": "home-visit", centre: "centre" };
const COLLECTION_WORDS = Object.fromEntries(Object.entries(COLLECTIONS).map(([word, kind]) => [kind, word]));

/**
 * A new test's kind of sample, from the first words of its sample ("Blood (serum)" → blood). An existing
 * test whose sample is unchanged keeps its own (an ECG's "Non-invasive recording" is an ecg).
 */
const SAMPLE_WORDS = [
  [/^blood\b/i, "blood"],
  [/^urine\b/i, "urine"],
  [/^stool\b/i, "stool"],
  [/^sputum\b/i, "sputum"],
  [/^(throat |nasal |pus |wound )?swab\b|^pus\b/i, "swab"],
  [/^semen\b/i, "semen"],
  [/\bscraping\b/i, "scraping"],
  [/^imaging\b/i, "imaging"],
  [/^ecg\b/i, "ecg"],
  [/^breathing\b/i, "breathing"],
  [/^exercise\b/i, "exercise"],
  [/\brecording\b/i, "recording"],
];
const SAMPLE_ALLOWED = 'a sample that starts with Blood, Urine, Stool, Sputum, Swab, Pus, Semen, Imaging, ECG, Breathing or Exercise, or names a scraping or a recording, e.g. "Blood (serum)", "Urine (spot sample)", "Overnight recording"';

/**
 * A new test's find-test specialty, from its laboratory section: the filter's own options where a section
 * is one (app/domain/find-test-query.ts), "general" otherwise, as most catalogue tests are.
 */
const SPECIALTY_OF_DISCIPLINE = { cardiology: "cardiology", neurology: "neurology", sleep: "neurology" };

/** Column of each field of the two files a row fills, for the problems zod finds. */
const FACTS_COLUMNS = { label: "name", sample: "sample", sampleKind: "sample", fastingHours: "fasting_hours", reportTime: "report_time", description: "description", collection: "collection", discipline: "discipline" };
const TEST_COLUMNS = { name: "name", price: "price", aliases: "aliases", "review.reviewer": "reviewed_by", "review.reviewed": "reviewed_on", "review.nextReview": "reviewed_on" };

/** First id a new test takes (ids below are the tests and packages the site started with). */
const FIRST_NEW_ID = 1001;

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;
const namesIn = (dir) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")).sort().map((name) => name.slice(0, -5)) : []);

/** The content a price list reads and writes, from `<root>/content/`. */
export function readMenu(root) {
  const dir = (locale, folder) => path.join(root, "content", locale, folder);
  const facts = Object.fromEntries(namesIn(dir("en", "test-facts")).map((key) => [key, readJson(path.join(dir("en", "test-facts"), `${key}.json`))]));
  const tests = namesIn(dir("en", "tests"))
    .map((id) => readJson(path.join(dir("en", "tests"), `${id}.json`)))
    .sort((a, b) => a.id - b.id);
  const hindiTests = Object.fromEntries(namesIn(dir("hi", "tests")).map((id) => [id, readJson(path.join(dir("hi", "tests"), `${id}.json`))]));
  return { facts, tests, hindiTests, packageIds: namesIn(dir("en", "packages")).map(Number), reviewers: namesIn(dir("en", "medical-reviewers")) };
}

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

/** The price list's text: UTF-8 with a byte-order mark, so a spreadsheet opens the Hindi as Hindi. */
export function menuCsv(menu) {
  return stringify(menuRows(menu), { header: true, columns: COLUMNS, bom: true });
}

/** The same date a year later (29 February → 28 February). */
function yearLater(date) {
  const [year, month, day] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

const isRealDate = (text) => /^\d{4}-\d\d-\d\d$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

let sourceModules;
/** The content compiler's schemas and wording (TypeScript, loaded through Vite as the compile does). */
async function source() {
  sourceModules ??= (await runnerImport(path.join(repoRoot, "app/content/source/index.ts"), { configFile: false, logLevel: "error" })).module;
  return sourceModules;
}

/** The list's rows as objects, or the problems with its shape (unreadable, wrong columns). */
function parseList(text, listName) {
  let records;
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    return { problems: [`${listName} cannot be read as CSV (${error.message}). Save it from the spreadsheet as "CSV UTF-8 (comma delimited)".`] };
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
    if (cells.length !== COLUMNS.length) problems.push(`${listName}, row ${number}: has ${cells.length} cells, but the header has ${COLUMNS.length}. Allowed: one cell for each column (an empty cell for an empty value).`);
    return { number, cells: Object.fromEntries(COLUMNS.map((column, i) => [column, (cells[i] ?? "").trim()])) };
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
  const refuse = (lines) => ({ ok: false, message: [`${listName} was not imported; nothing was written. Correct these and import it again:`, ...lines.map((line) => `  - ${line}`)].join("\n") });

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
  for (const { number, cells } of rows) {
    const at = `${listName}, row ${number}`;
    const rowProblems = [];
    // The content compile's wording (problems.ts), said of a column.
    const line = (problem) => problemLine(problem).replace(`${at}: the field "`, `${at}: the column "`);
    const bad = (column, problem, allowed) => rowProblems.push(line({ file: at, field: column, problem, allowed }));
    const { code } = cells;
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(code)) bad("code", code ? `is "${code}", which is not a test code` : "is empty", "lower-case letters, digits and hyphens, e.g. lipid-profile: the name of the test's file in content/en/test-facts/ for a test the lab has, a new one for a new test");
    else if (seen.has(code)) bad("code", `is "${code}", which row ${seen.get(code)} already has`, "each test once in the list");
    else seen.set(code, number);
    const price = /^\d+$/.test(cells.price) ? Number(cells.price) : undefined;
    if (price === undefined) bad("price", `is "${cells.price}", which is not a whole number`, "the price in rupees, a whole number such as 450 (digits only: no ₹, comma or paise)");
    const fasting = cells.fasting_hours === "" ? null : /^\d+$/.test(cells.fasting_hours) ? Number(cells.fasting_hours) : undefined;
    if (fasting === undefined) bad("fasting_hours", `is "${cells.fasting_hours}", which is not a whole number`, "hours of fasting, a whole number such as 12; empty when no fasting is needed");
    const collection = COLLECTIONS[cells.collection];
    if (!collection) bad("collection", `is "${cells.collection}", which is not one of the options`, `${Object.keys(COLLECTIONS).join(", ")} (home: a free home sample; home-paid: a paid home visit; centre: at a centre only)`);
    if (!menu.reviewers.includes(cells.reviewed_by)) bad("reviewed_by", `is "${cells.reviewed_by}", which is not a medical reviewer`, `a reviewer's id from content/en/medical-reviewers/: ${menu.reviewers.join(", ")}`);
    if (!isRealDate(cells.reviewed_on)) bad("reviewed_on", `is "${cells.reviewed_on}", which is not a date written yyyy-mm-dd`, "the day a clinician signed the row off, e.g. 2026-11-24");
    if (!disciplines.includes(cells.discipline)) bad("discipline", `is "${cells.discipline}", which is not one of the options`, disciplines.join(", "));

    const existingTest = testOf.get(code);
    const existingFacts = menu.facts[code];
    const sameSample = existingFacts && existingFacts.sample === cells.sample;
    const sampleKind = sameSample ? existingFacts.sampleKind : SAMPLE_WORDS.find(([pattern]) => pattern.test(cells.sample))?.[1];
    if (!sampleKind && cells.sample) bad("sample", `is "${cells.sample}", which does not say what kind of sample it is`, SAMPLE_ALLOWED);
    const aliases = cells.aliases.split(";").map((alias) => alias.trim()).filter(Boolean);

    const changes = { sample: cells.sample, sampleKind, fastingHours: fasting, reportTime: cells.report_time, description: cells.description };
    const place = { collection, discipline: cells.discipline };
    const facts = existingFacts
      ? { ...existingFacts, ...changes, ...place }
      : { label: cells.name, ...changes, parameters: [cells.name], ...place, order: nextOrder };
    const sameReview = existingTest && existingTest.review.reviewer === cells.reviewed_by && existingTest.review.reviewed === cells.reviewed_on;
    const review = sameReview ? existingTest.review : { reviewer: cells.reviewed_by, reviewed: cells.reviewed_on, nextReview: isRealDate(cells.reviewed_on) ? yearLater(cells.reviewed_on) : cells.reviewed_on };
    const id = existingTest?.id;
    const test = existingTest
      ? withAliases({ ...existingTest, name: cells.name, price, review }, aliases)
      : withAliases({ id: 0, test: code, name: cells.name, aliases, specialty: SPECIALTY_OF_DISCIPLINE[cells.discipline] ?? "general", price, popular: false, specializations: [], review }, aliases);

    // The schemas' own checks (report time's form, empty text, the facts' rules), said per column; the
    // columns checked above are not said twice.
    const said = new Set(rowProblems.map((text) => text.match(/the column "([^"]+)"/)?.[1]));
    for (const [result, columns] of [
      [validateFile(schemaOf("test-facts"), at, facts), FACTS_COLUMNS],
      [validateFile(schemaOf("catalogue-tests"), at, { ...test, id: test.id || FIRST_NEW_ID }), TEST_COLUMNS],
    ])
      if (!result.ok)
        for (const problem of result.problems) {
          const column = columns[problem.field.replace(/\[\d+\]$/, "")] ?? problem.field;
          if (!said.has(column)) rowProblems.push(line({ ...problem, field: column }));
          said.add(column);
        }
    problems.push(...rowProblems);
    if (rowProblems.length > 0) continue;
    if (!existingFacts) nextOrder += 1;
    planned.push({ number, code, id, facts, test, before: existingTest, nameHi: cells.name_hi, aliases });
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
    if (row.nameHi) files.push([`content/hi/tests/${id}.json`, hindi ? { ...hindi, name: row.nameHi } : { name: row.nameHi, ...(row.aliases.length > 0 ? { aliases: row.aliases } : {}) }, hindi]);
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

  // The content compile on a copy with the changes: every rule of the site holds before anything is written.
  const copy = mkdtempSync(path.join(tmpdir(), "menu-import-"));
  try {
    cpSync(path.join(root, "content"), path.join(copy, "content"), { recursive: true });
    for (const [file, text] of writes) writeFileSync(path.join(copy, file), text);
    const problem = await compileAllContent({ contentRoot: copy, outDir: path.join(copy, "generated"), quiet: true, ...(today ? { today } : {}) });
    if (problem) {
      const lines = problem
        .split("\n")
        .slice(1)
        .map((line) => {
          const file = line.match(/content\/\w+\/[\w-]+\/[\w.-]+\.json/)?.[0];
          const row = rowOfFile.get(file ?? "") ?? rowOfFile.get(file?.replace("content/hi/", "content/en/") ?? "");
          return `${line.replace(/^\s*- /, "")}${row ? ` (${listName}, row ${row})` : ""}`;
        });
      return refuse(lines);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  writeAll(root, writes);
  return { ok: true, ...counts, untranslated, hindiToCheck };
}

/** A catalogue test with its search words where the file keeps them (after the name), or without the field when it has none. */
function withAliases(test, aliases) {
  const entries = Object.entries(test).filter(([key]) => key !== "aliases");
  if (aliases.length === 0) return Object.fromEntries(entries);
  const at = entries.findIndex(([key]) => key === "name") + 1;
  return Object.fromEntries([...entries.slice(0, at), ["aliases", aliases], ...entries.slice(at)]);
}

/**
 * Every file written beside its target first, then each renamed over it: a failed write leaves the
 * content as it was (a rename within a folder is atomic).
 */
export function writeAll(root, writes) {
  const temporary = [];
  try {
    for (const [file, text] of writes) {
      const target = path.join(root, file);
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, text);
      temporary.push([temp, target]);
    }
  } catch (error) {
    for (const [temp] of temporary) unlinkSync(temp);
    throw error;
  }
  for (const [temp, target] of temporary) renameSync(temp, target);
}

/** The command line of both scripts: `<file.csv> [--root <dir>]`, a relative file read from where npm was run. */
export function commandLine(argv, usage) {
  const args = [...argv];
  let root = repoRoot;
  const at = args.indexOf("--root");
  if (at !== -1) {
    root = path.resolve(args[at + 1] ?? "");
    args.splice(at, 2);
  }
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error(usage);
    process.exit(2);
  }
  if (!existsSync(path.join(root, "content/en/test-facts"))) {
    console.error(`${root} is not the site's project folder: it has no content/en/test-facts/. Give --root the folder that holds content/.`);
    process.exit(2);
  }
  return { file: path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]), root };
}
