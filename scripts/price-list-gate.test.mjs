// @vitest-environment node
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyContentData } from "#scripts/locale-modules.mjs";
import { readMenu } from "./menu-content.mjs";
import { menuCsv } from "./menu-csv.mjs";

// The price list uploaded in the editor, imported by the base branch's gate (scripts/price-list-gate.mjs)
// into a pull request given as git objects: a temporary repository with the real content as its base
// commit and, per case, a pull-request commit adding a CSV (and the editor's record of the upload).
const root = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);

let repo;
let base;
const git = (...args) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
const commitAll = (message) => {
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "--quiet", "-m", message);
  return git("rev-parse", "HEAD");
};

/**
 * A price list as the staff upload it: the current list of the base (as they download it), only the rows
 * of `changes`' tests kept, each with its cells changed (column → new text), every other cell as it was.
 */
function upload(changes) {
  git("checkout", "--quiet", "--detach", base);
  const [header, ...rows] = parse(menuCsv(readMenu(repo)), { bom: true });
  const kept = rows.filter(([code]) => code in changes);
  expect(kept).toHaveLength(Object.keys(changes).length);
  const changed = kept.map((cells) => cells.map((cell, i) => changes[cells[0]][header[i]] ?? cell));
  return stringify([header, ...changed], { bom: true, record_delimiter: "windows" });
}

/**
 * A pull request on its own branch from the base: the list as the editor saves it, and its record;
 * `leftBehind` a list uploaded before under another name that the record no longer names.
 */
function pullRequest(branch, name, text, leftBehind) {
  git("checkout", "--quiet", "-b", branch, base);
  mkdirSync(path.join(repo, "content/price-lists"), { recursive: true });
  mkdirSync(path.join(repo, "content/en/price-lists"), { recursive: true });
  writeFileSync(path.join(repo, "content/price-lists", `${name}.csv`), text);
  if (leftBehind) writeFileSync(path.join(repo, "content/price-lists", `${leftBehind.name}.csv`), leftBehind.text);
  writeFileSync(
    path.join(repo, "content/en/price-lists", `${name}.json`),
    JSON.stringify({ title: "April prices", file: `/content/price-lists/${name}.csv` }),
  );
  return commitAll(`Upload ${name}.csv`);
}

const gate = (head, ...extra) =>
  run(process.execPath, [path.join(root, "scripts/price-list-gate.mjs"), "--base", base, "--head", head, "--repo", repo, ...extra]).then(
    (done) => ({ code: 0, ...done }),
    (failed) => failed,
  );

// Copying and committing the content's twelve hundred files: a second or two idle, past Vitest's 10 s
// for a hook on the shared two-core machine under load (decision 020: the allowance grows with the work).
beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), "price-list-gate-"));
  git("init", "--quiet", "--initial-branch=main");
  copyContentData(root, repo);
  base = commitAll("The lab's content");
}, 60_000);
afterAll(() => rmSync(repo, { recursive: true, force: true }));

// Each import compiles the whole content once (about a second idle, several under load: decision 020).
describe("the price-list gate", { timeout: 60_000 }, () => {
  it("imports a good list: one commit on the head with the price changes, without the list, its record and an earlier upload", async () => {
    // Uploaded first with a bad price, then again with "Keep Both": the entry names the second.
    // CBC from ₹299 to ₹349 and ESR from ₹120 to ₹150.
    const head = pullRequest("good", "april", upload({ cbc: { price: "349" }, esr: { price: "150" } }), {
      name: "april-first",
      text: upload({ cbc: { price: "3 49" } }),
    });
    expect(JSON.parse(git("show", `${head}:content/en/tests/1.json`)).price).toBe(299);
    expect(JSON.parse(git("show", `${head}:content/en/tests/1031.json`)).price).toBe(120);
    const result = path.join(repo, "..", `${path.basename(repo)}-result.json`);
    const done = await gate(head, "--result", result);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    const commit = done.stdout.trim().split("\n").at(-1);
    expect(JSON.parse(readFileSync(result, "utf8"))).toEqual({
      status: "imported",
      commit,
      imported: [{ file: "content/price-lists/april.csv", report: "created 0, updated 2, unchanged 0" }],
    });
    rmSync(result);
    expect(git("rev-list", "--parents", "-n", "1", commit)).toBe(`${commit} ${head}`);
    expect(git("show", "--format=%B", "--name-status", commit).split("\n")).toEqual([
      "Price list content/price-lists/april.csv imported: created 0, updated 2, unchanged 0",
      "",
      "Removed, not imported (uploaded before, no entry names it now): content/price-lists/april-first.csv",
      // %B ends with the message's own newline, then git's blank line before the files.
      "",
      "",
      "D\tcontent/en/price-lists/april.json",
      "M\tcontent/en/tests/1.json",
      "M\tcontent/en/tests/1031.json",
      "D\tcontent/price-lists/april-first.csv",
      "D\tcontent/price-lists/april.csv",
    ]);
    expect(JSON.parse(git("show", `${commit}:content/en/tests/1.json`)).price).toBe(349);
    expect(JSON.parse(git("show", `${commit}:content/en/tests/1031.json`)).price).toBe(150);
    // The branch itself is left for the workflow to push; the temporary worktree is gone.
    expect(git("rev-parse", "good")).toBe(head);
    expect(git("worktree", "list").split("\n")).toHaveLength(1);
  });

  it("checks a fork's good list but commits nothing, and says why (exit 3)", async () => {
    // A pull request of its own: this test must not need the one above to have run first.
    const head = pullRequest("fork-good", "april", upload({ cbc: { price: "349" }, esr: { price: "150" } }));
    const refsBefore = git("for-each-ref");
    const comment = path.join(repo, "..", `${path.basename(repo)}-fork.md`);
    const done = await gate(head, "--fork", "--comment", comment);
    expect(done.code).toBe(3);
    expect(readFileSync(comment, "utf8")).toBe(
      [
        "**The price list was checked but not imported.** Every row is good, but this pull request comes from a fork, and the import can only push to branches of the lab's own repository (a fork's branch is not given the key).",
        "",
        "Lists: `content/price-lists/april.csv`. Upload the list in the editor instead, or ask a developer to import it with `npm run menu:import` (docs/editing.md).",
        "",
      ].join("\n"),
    );
    rmSync(comment);
    expect(git("for-each-ref")).toBe(refsBefore);
    expect(git("worktree", "list").split("\n")).toHaveLength(1);
  });

  it("refuses a list with bad rows: the comment names each, and nothing is committed", async () => {
    const head = pullRequest("bad", "may", upload({ cbc: { price: "₹349" }, esr: { reviewed_by: "dr-sharma", report_time: "6 hrs" } }));
    const refsBefore = git("for-each-ref");
    const comment = path.join(repo, "..", `${path.basename(repo)}-comment.md`);
    const done = await gate(head, "--comment", comment);
    expect(done.code).toBe(1);
    expect(readFileSync(comment, "utf8")).toBe(
      [
        "**The price list was not imported.** Nothing in this pull request was changed.",
        "",
        'Correct these rows in the spreadsheet, save it as **CSV UTF-8** and upload it again in the editor (*Price lists*, the same entry): the import then runs again. Each line says the row as the spreadsheet numbers it (the header is row 1), the column, what is wrong and what is allowed (docs/editing.md, "The price list as a file").',
        "",
        "**content/price-lists/may.csv**",
        "",
        '- may.csv, row 2: the column "price" is "₹349", which is not a whole number. Allowed: the price in rupees, a whole number such as 450 (digits only: no ₹, comma or paise).',
        '- may.csv, row 3: the column "reviewed_by" is "dr-sharma", which is not a medical reviewer. Allowed: a reviewer\'s id from content/en/medical-reviewers/: cardiologist, microbiologist, neurologist, pathologist, pulmonologist, radiologist, sleep-specialist, veterinary-radiologist.',
        '- may.csv, row 3: the column "report_time" is "6 hrs", which is not in the right form. Allowed: written like "6 hours", "24-48 hours", "3 days" or "Same day".',
        "",
      ].join("\n"),
    );
    rmSync(comment);
    expect(git("for-each-ref")).toBe(refsBefore);
    expect(git("rev-parse", "bad")).toBe(head);
    expect(git("worktree", "list").split("\n")).toHaveLength(1);
  });

  it("does nothing for a pull request without a list, and refuses a call without its shas", async () => {
    git("checkout", "--quiet", "-b", "plain", base);
    writeFileSync(
      path.join(repo, "content/en/tests/1.json"),
      readFileSync(path.join(root, "content/en/tests/1.json"), "utf8").replace('"price": 299', '"price": 300'),
    );
    const head = commitAll("A price typed in the editor");
    const done = await gate(head);
    expect(done).toMatchObject({ code: 0, stdout: "No price list added or changed under content/price-lists/.\n" });
    const usage = await run(process.execPath, [path.join(root, "scripts/price-list-gate.mjs"), "--head", head]).catch((error) => error);
    expect(usage.code).toBe(2);
  });
});
