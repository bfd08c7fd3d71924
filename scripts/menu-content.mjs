// The content a price list reads and writes (scripts/menu-csv.mjs): the catalogue's tests, their facts and
// Hindi names read from `<root>/content/`, the changed files checked by the content compile on a copy and
// then written all at once, and the command line scripts/menu-import.mjs and menu-export.mjs share.
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyContentData } from "#scripts/locale-modules.mjs";
import { compileAllContent } from "./content-compile.mjs";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
export const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;
const namesIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => name.slice(0, -5))
    : [];

/** The content a price list reads and writes, from `<root>/content/`. */
export function readMenu(root) {
  const dir = (locale, folder) => path.join(root, "content", locale, folder);
  const facts = Object.fromEntries(
    namesIn(dir("en", "test-facts")).map((key) => [key, readJson(path.join(dir("en", "test-facts"), `${key}.json`))]),
  );
  const tests = namesIn(dir("en", "tests"))
    .map((id) => readJson(path.join(dir("en", "tests"), `${id}.json`)))
    .sort((a, b) => a.id - b.id);
  const hindiTests = Object.fromEntries(
    namesIn(dir("hi", "tests")).map((id) => [id, readJson(path.join(dir("hi", "tests"), `${id}.json`))]),
  );
  return {
    facts,
    tests,
    hindiTests,
    packageIds: namesIn(dir("en", "packages")).map(Number),
    reviewers: namesIn(dir("en", "medical-reviewers")),
  };
}

/**
 * The content compile on a copy of `<root>/content/` with `writes` (path → text) applied: every rule of
 * the site holds before anything is written. Returns the compile's problem text, or undefined.
 */
export async function compileWithChanges(root, writes, today) {
  const copy = mkdtempSync(path.join(tmpdir(), "menu-import-"));
  try {
    copyContentData(root, copy);
    for (const [file, text] of writes) writeFileSync(path.join(copy, file), text);
    return await compileAllContent({ contentRoot: copy, outDir: path.join(copy, "generated"), quiet: true, ...(today ? { today } : {}) });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
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
    console.error(
      `${root} is not the site's project folder: it has no content/en/test-facts/. Give --root the folder that holds content/.`,
    );
    process.exit(2);
  }
  return { file: path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]), root };
}
