// The price list a staff member uploads in the editor (docs/editing.md, "The price list as a file";
// decision 034), imported into the pull request that carries it. Run from a checkout of the BASE branch:
// its own import logic (scripts/menu-csv.mjs) and its own node_modules, never the pull request's code.
// The pull request is read as git objects only: its CSVs with `git show`, its content in a temporary
// worktree of its head that is only read and written as data (no hook runs, nothing of it is imported).
// Each list either becomes one commit on top of the head, with the content changes and without the CSV
// (and the editor's record of the upload), or is refused with every bad row for a comment on the pull
// request, and nothing is committed. A list the editor's records no longer name (uploaded before, then
// again under another name) is not imported; the first commit removes it. Used by
// scripts/price-list-gate.mjs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importMenu } from "./menu-csv.mjs";

/** Where the editor puts an uploaded list (contract: `content/price-lists/*.csv`). */
export const PRICE_LIST_FOLDER = "content/price-lists";
/** Where the editor keeps its record of each upload (the entry whose file field holds the list). */
export const UPLOAD_RECORD_FOLDER = "content/en/price-lists";

const UPLOADED_LIST = /^content\/price-lists\/[^/]+\.csv$/;
const REGULAR_FILE_MODES = new Set(["100644", "100755"]);

/** Git in `repo`, hooks off: nothing a repository carries runs. */
function gitIn(repo) {
  return (args, options = {}) =>
    execFileSync("git", ["-c", "core.hooksPath=/dev/null", "-C", repo, ...args], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      ...options,
    });
}

/** The lists the pull request adds or changes (a rename or copy by its new name), in path order. */
function uploadedLists(git, base, head) {
  const lines = git(["diff", "--name-status", "--no-renames", `${base}...${head}`, "--", PRICE_LIST_FOLDER])
    .split("\n")
    .filter(Boolean);
  return lines
    .map((line) => line.split("\t"))
    .filter(([status]) => status === "A" || status === "M")
    .map(([, file]) => file)
    .filter((file) => UPLOADED_LIST.test(file))
    .sort();
}

/** The list's text at `head`, or why it cannot be read (a symlink or other non-file; not UTF-8). */
function listText(git, head, file) {
  const [mode, type] = git(["ls-tree", head, "--", file]).split(/\s+/);
  if (type !== "blob" || !REGULAR_FILE_MODES.has(mode))
    return { problem: `${file} is not a regular file (git mode ${mode}). Allowed: a CSV file uploaded in the editor.` };
  const bytes = git(["cat-file", "blob", `${head}:${file}`], { encoding: "buffer" });
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return {
      problem: `${file} is not UTF-8 text. Allowed: the list saved from the spreadsheet as "CSV UTF-8 (comma delimited)" (in LibreOffice: Text CSV, character set Unicode (UTF-8)).`,
    };
  }
}

/** The editor's records of uploads in the worktree: each record file with the list it names (`file`, "/content/…"). */
function uploadRecords(worktree) {
  const folder = path.join(worktree, UPLOAD_RECORD_FOLDER);
  let names;
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    let named;
    try {
      named = JSON.parse(readFileSync(path.join(folder, name), "utf8"))?.file;
    } catch {
      named = undefined;
    }
    return { record: `${UPLOAD_RECORD_FOLDER}/${name}`, list: typeof named === "string" ? named.replace(/^\//, "") : undefined };
  });
}

/**
 * Which of the lists the pull request adds to import, and which to take out unread: when the editor's
 * records name some of them, only those (a list uploaded again under another name, "Keep Both" in the
 * editor, leaves the old one behind, no longer named by its entry); with no record at all (a list
 * committed by hand), every one.
 */
function listsToImport(files, records) {
  const named = new Set(records.map(({ list }) => list));
  const imported = files.filter((file) => named.has(file));
  if (imported.length === 0) return { imported: files, superseded: [] };
  return { imported, superseded: files.filter((file) => !named.has(file)) };
}

/** The import's report, as the commit says it and the comment repeats it. */
const reportOf = (result) => `created ${result.created}, updated ${result.updated}, unchanged ${result.unchanged}`;

/** The comment on the pull request when lists are refused: each list, then its import's own lines. */
function refusalComment(refusals) {
  return [
    "**The price list was not imported.** Nothing in this pull request was changed.",
    "",
    "Correct these rows in the spreadsheet, save it as **CSV UTF-8** and upload it again in the editor " +
      "(*Price lists*, the same entry): the import then runs again. Each line says the row as the spreadsheet " +
      "numbers it (the header is row 1), the column, what is wrong and what is allowed (docs/editing.md, " +
      '"The price list as a file").',
    "",
    ...refusals.flatMap(({ file, lines }) => [`**${file}**`, "", ...lines.map((line) => `- ${line}`), ""]),
  ].join("\n");
}

/** The comment on a pull request from a fork whose lists are good: nothing can be pushed to it. */
function forkComment(files) {
  return [
    "**The price list was checked but not imported.** Every row is good, but this pull request comes from a fork, " +
      "and the import can only push to branches of the lab's own repository (a fork's branch is not given the key).",
    "",
    `Lists: ${files.map((file) => `\`${file}\``).join(", ")}. Upload the list in the editor instead, or ask a developer ` +
      "to import it with `npm run menu:import` (docs/editing.md).",
    "",
  ].join("\n");
}

/**
 * Imports every list the pull request `head` adds or changes (against `base`) into a temporary worktree
 * of `head` in `repo`, one commit per list on top of `head`. Returns
 * - `{ status: "nothing" }`: no list added or changed;
 * - `{ status: "imported", commit, imported: [{ file, report }] }`: every list imported, `commit` the last;
 * - `{ status: "refused", comment, refusals }`: some list refused; no commit to push;
 * - `{ status: "fork", comment, imported }` (with `fork`): every list good, none committed.
 * `author` is the commits' name and email; `today` the day review dates are checked against (tests).
 */
export async function importUploadedLists({ repo, base, head, fork = false, author, today }) {
  const git = gitIn(repo);
  const headCommit = git(["rev-parse", "--verify", `${head}^{commit}`]).trim();
  const files = uploadedLists(git, base, headCommit);
  if (files.length === 0) return { status: "nothing", files };

  const worktree = mkdtempSync(path.join(tmpdir(), "price-list-"));
  try {
    git(["worktree", "add", "--quiet", "--detach", worktree, headCommit]);
    const inTree = gitIn(worktree);
    const identity = ["-c", `user.name=${author.name}`, "-c", `user.email=${author.email}`];
    const records = uploadRecords(worktree);
    const { imported: lists, superseded } = listsToImport(files, records);
    const refusals = [];
    const imported = [];
    for (const file of lists) {
      const listName = path.posix.basename(file);
      const read = listText(git, headCommit, file);
      if (read.problem) {
        refusals.push({ file, lines: [read.problem] });
        continue;
      }
      const result = await importMenu(read.text, { root: worktree, listName, ...(today ? { today } : {}) });
      if (!result.ok) {
        refusals.push({
          file,
          lines: result.message
            .split("\n")
            .slice(1)
            .map((line) => line.replace(/^\s*- /, "")),
        });
        continue;
      }
      const report = reportOf(result);
      imported.push({ file, report });
      if (fork) continue;
      // The list and its record go, and with the first list any upload its entry no longer names.
      const leftBehind = imported.length === 1 ? superseded : [];
      const ownRecords = records.filter(({ list }) => list === file).map(({ record }) => record);
      inTree(["rm", "--quiet", "--", file, ...ownRecords, ...leftBehind]);
      inTree(["add", "--all", "--", "content/en", "content/hi"]);
      const message = [`Price list ${file} imported: ${report}`];
      if (leftBehind.length > 0)
        message.push("", `Removed, not imported (uploaded before, no entry names it now): ${leftBehind.join(", ")}`);
      inTree([...identity, "commit", "--quiet", "--no-verify", "--allow-empty", "-m", message.join("\n")]);
    }
    if (refusals.length > 0) return { status: "refused", files, refusals, comment: refusalComment(refusals) };
    if (fork) return { status: "fork", files, imported, comment: forkComment(lists) };
    return { status: "imported", files, imported, commit: inTree(["rev-parse", "HEAD"]).trim() };
  } finally {
    try {
      git(["worktree", "remove", "--force", worktree]);
    } finally {
      rmSync(worktree, { recursive: true, force: true });
    }
  }
}
