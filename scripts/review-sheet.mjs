// `npm run review:sheet [-- --since <git ref>] [--out <dir>] [--repo <dir>]`: the clinicians' review
// sheet (docs/editing.md, "Signing off medical content: the review sheet"). One printable page,
// <out>/review-sheet.html, and the same as <out>/review-sheet.csv (default out: build/review-sheet/):
// every test and package with each medical statement its English and its Hindi page make, side by side,
// acute items first, each with its review and a sign-off box. The statements are the pages' own
// (app/domain/review-sheet-statements.ts, loaded once per language as the builds load it,
// with the language's import condition, scripts/locale-modules.mjs), so the sheet says exactly what the site says.
// --since <ref>: only the items whose statements changed since that commit. The ref is read as git
// objects (`git archive`, into a temporary folder, never the working tree), its content compiled by its
// own compiler and composed by its own code (a ref older than the sheet: by today's); the rows compare.
// --repo <dir>: the project whose content/ is read (default: this one; its content compiled by
// `npm run content` first). Exit 0: written; 1: the content (now or at the ref) does not compile; 2: usage.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { compileAllContent } from "./content-compile.mjs";
import { languageCondition } from "./language-condition.mjs";
import { DEFAULT_LOCALE, LOCALES } from "./locale-modules.mjs";
import { RISK_HEADINGS, reviewSheetCsv, reviewSheetHtml } from "./review-sheet-page.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const OWN_GENERATED = path.join(root, "content/generated");
const USAGE = "Usage: npm run review:sheet [-- --since <git ref>] [--out <folder>] [--repo <project folder>]";

/** Stops the sheet: the content does not compile, or the ref is not a commit. */
export class ReviewSheetError extends Error {}

/**
 * A Vite plugin that hands every content/generated/<locale>/ import the compile of another content
 * (a ref's, or another project's) in `dir`, in the build's language.
 */
function generatedFrom(dir, locale) {
  return {
    name: "review-sheet-generated",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!/(^#content[\\/]|[\\/])generated[\\/]/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const [id, query = ""] = resolved.id.split("?");
      const [folder, ...within] = path.relative(OWN_GENERATED, id).split(path.sep);
      if (!LOCALES.includes(folder) || within.length === 0) return null;
      return { ...resolved, id: path.join(dir, locale, ...within) + (query ? `?${query}` : "") };
    },
  };
}

/**
 * A tree from before the language was an import condition (docs/decisions/066-language-as-an-import-condition.md)
 * imports the English modules, and its builds swapped each for its twin in the build's language: the same here.
 */
function englishModulesSwappedFor(locale) {
  const englishModule = /([\\/](?:app[\\/]words|content[\\/]generated)[\\/])en([\\/])/;
  return {
    name: "review-sheet-older-tree-language",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (locale === DEFAULT_LOCALE || !/(^#|[\\/])(words|generated)[\\/]en[\\/]/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const [id, query = ""] = resolved.id.split("?");
      return { ...resolved, id: id.replace(englishModule, `$1${locale}$2`) + (query ? `?${query}` : "") };
    },
  };
}

/** Whether the project at `at` declares its language as an import condition (else it is an older tree). */
function hasLanguageCondition(at) {
  const imports = JSON.parse(readFileSync(path.join(at, "package.json"), "utf8")).imports ?? {};
  return typeof imports["#words/*"] === "object";
}

const STATEMENTS = "app/domain/review-sheet-statements.ts";

/**
 * A module of the project at `at` (default: this one), loaded the way its build of `locale` loads it;
 * with `generated`, this project's module reading another content's compile.
 */
async function importWith(file, locale, { at = root, generated } = {}) {
  const { runnerImport } = await import("vite");
  const language = hasLanguageCondition(at) ? languageCondition(locale) : englishModulesSwappedFor(locale);
  const plugins = [...(generated ? [generatedFrom(generated, locale)] : []), language];
  const { module } = await runnerImport(path.join(at, file), { configFile: false, logLevel: "error", plugins });
  return module;
}

/** Both languages' statements, by the project at `at` (or this one reading the compile in `generated`). */
async function statementsOf(where = {}) {
  const [en, hi] = [
    (await importWith(STATEMENTS, "en", where)).reviewSheetStatements(),
    (await importWith(STATEMENTS, "hi", where)).reviewSheetStatements(),
  ];
  return { en, hi };
}

/** Compiles the content/ of `contentRoot` into `<dir>/generated`; the compile's own problem text stops the sheet. */
async function compiledInto(contentRoot, dir, today) {
  const outDir = path.join(dir, "generated");
  const problem = await compileAllContent({ contentRoot, outDir, quiet: true, ...(today ? { today } : {}) });
  if (problem) throw new ReviewSheetError(problem);
  return outDir;
}

const git = (repo, args, options = {}) =>
  execFileSync("git", args, { cwd: repo, maxBuffer: 1024 ** 3, stdio: ["pipe", "pipe", "pipe"], ...options });

/**
 * What the site said at `ref`: the commit's whole tree (from git's objects, `git archive`) unpacked in a
 * temporary folder, its content compiled by its own compiler and composed by its own code, so a change to
 * the words in code counts as a change too. A commit from before the sheet existed has its content
 * composed by today's code instead, when today's rules accept it.
 */
async function statementsAt(repo, ref, dir) {
  let commit;
  try {
    commit = git(repo, ["rev-parse", "--verify", "--end-of-options", `${ref}^{commit}`])
      .toString()
      .trim();
  } catch {
    throw new ReviewSheetError(`--since ${ref}: not a commit of ${repo}`);
  }
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: git(repo, ["archive", "--format=tar", commit]) });
  if (untar.status !== 0) throw new ReviewSheetError(`Could not unpack ${ref}: ${untar.stderr}`);
  // Its review dates are checked as on the day of the commit: an old ref's reviews were due later.
  const day = git(repo, ["show", "-s", "--format=%cI", commit]).toString().slice(0, 10);
  const describe = git(repo, ["log", "-1", "--format=%h %cs %s", commit]).toString().trim();
  let ownProblem = "";
  if (existsSync(path.join(dir, STATEMENTS))) {
    try {
      symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
      const { compileAllContent: compileThere } = await import(pathToFileURL(path.join(dir, "scripts/content-compile.mjs")).href);
      const problem = await compileThere({ today: day, quiet: true });
      if (!problem) return { ...(await statementsOf({ at: dir })), describe };
      ownProblem = problem;
    } catch (error) {
      // A commit whose own code does not run (a file left half-edited): today's code reads its content.
      ownProblem = String(error.message).split("\n")[0];
    }
  }
  try {
    return { ...(await statementsOf({ generated: await compiledInto(dir, dir, day) })), describe };
  } catch (error) {
    if (!(error instanceof ReviewSheetError)) throw error;
    const own = ownProblem ? `With its own code: ${ownProblem}\n` : `It is older than the review sheet.\n`;
    throw new ReviewSheetError(
      `--since ${ref}: its content cannot be composed; choose another commit.\n${own}With today's rules: ${error.message}`,
    );
  }
}

/** What the sheet was read from: the commit, and whether content/ has changes not yet committed. */
function describeRepo(repo) {
  try {
    const head = git(repo, ["log", "-1", "--format=%h %cs", "HEAD"]).toString().trim();
    const dirty = git(repo, ["status", "--porcelain", "--", "content/en", "content/hi"]).toString().trim() !== "";
    return `the content of ${head}${dirty ? " with uncommitted changes to content/" : ""}`;
  } catch {
    return `the content in ${repo}`;
  }
}

/**
 * The Hindi font, inside the page (Noto Sans Devanagari from npm, as the Hindi guides use it): the sheet
 * prints its Hindi on any computer, one file to e-mail, with no font to install.
 */
function devanagariFontCss() {
  const face = (weight) => {
    const file = createRequire(import.meta.url).resolve(
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    );
    return `@font-face { font-family: "Sheet Devanagari"; font-weight: ${weight}; font-display: block; unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF; src: url(data:font/woff2;base64,${readFileSync(file).toString("base64")}) format("woff2"); }`;
  };
  return `${face(400)}\n${face(700)}`;
}

/**
 * The words whose saying makes an item acute: the acute symptoms of the reasons (content/acute-symptoms.ts,
 * docs/content-review.md rule 21) where that list exists, else the search's emergency words.
 */
async function acuteWords() {
  if (existsSync(path.join(root, "content/acute-symptoms.ts"))) {
    const { acuteSymptoms } = await importWith("content/acute-symptoms.ts", "en");
    return {
      words: Object.fromEntries(acuteSymptoms.map((symptom) => [symptom.name, symptom.words])),
      source: "content/acute-symptoms.ts (the acute symptoms whose reasons need red flags, rule 21)",
    };
  }
  const terms = await importWith("content/search-terms.ts", "en");
  return { words: terms.emergencyTerms, source: "content/search-terms.ts emergencyTerms (the words a search answers with a call-112 box)" };
}

/**
 * The sheet of `repo`'s content (default: this project's, compiled already), and with `since` only what
 * changed since that ref; writes <out>/review-sheet.html and .csv and returns the sheet.
 */
export async function writeReviewSheet({ repo = root, since, out = path.join(root, "build/review-sheet"), now = new Date() } = {}) {
  const temp = mkdtempSync(path.join(tmpdir(), "review-sheet-"));
  try {
    const ownRepo = path.resolve(repo) === path.resolve(root);
    const current = await statementsOf(ownRepo ? {} : { generated: await compiledInto(repo, path.join(temp, "now")) });
    let before;
    if (since) {
      const dir = path.join(temp, "ref");
      mkdirSync(dir);
      before = await statementsAt(repo, since, dir);
    }
    const rows = await importWith("app/domain/review-sheet-rows.ts", "en");
    const acute = await acuteWords();
    const sheet = {
      title: since
        ? `Medical statements changed since ${since}: sign-off sheet`
        : "Medical statements of every test and package: sign-off sheet",
      generated: now.toISOString().slice(0, 16).replace("T", " ") + " UTC",
      content: describeRepo(repo),
      ...(before ? { since: `${since} (${before.describe})` } : {}),
      rows: rows.reviewSheetRows(
        current.en.items,
        current.hi.items,
        acute.words,
        before ? { en: before.en.items, hi: before.hi.items } : undefined,
      ),
      shared: rows.sharedRows(current.en.shared, current.hi.shared, before ? { en: before.en.shared, hi: before.hi.shared } : undefined),
      acuteSource: acute.source,
      fontCss: devanagariFontCss(),
    };
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "review-sheet.html"), reviewSheetHtml(sheet));
    writeFileSync(path.join(out, "review-sheet.csv"), reviewSheetCsv(sheet));
    return sheet;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    ({ values: options } = parseArgs({ options: { since: { type: "string" }, out: { type: "string" }, repo: { type: "string" } } }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  try {
    const out = path.resolve(options.out ?? path.join(root, "build/review-sheet"));
    const sheet = await writeReviewSheet({ ...options, ...(options.repo ? { repo: path.resolve(options.repo) } : {}), out });
    const groups = Object.keys(RISK_HEADINGS).map((risk) => `${sheet.rows.filter((row) => row.risk === risk).length} ${risk}`);
    console.log(
      `Wrote ${path.relative(process.cwd(), out) || "."}/review-sheet.html and .csv: ${sheet.rows.length} items (${groups.join(", ")}), ${sheet.shared.length} shared texts.`,
    );
  } catch (error) {
    if (!(error instanceof ReviewSheetError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
