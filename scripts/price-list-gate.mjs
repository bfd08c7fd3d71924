// node scripts/price-list-gate.mjs --base <sha> --head <sha> [--repo <dir>] [--comment <file.md>]
//   [--result <file.json>] [--fork]
// Imports the price lists a pull request adds or changes under content/price-lists/ (uploaded in the
// editor; docs/editing.md, "The price list as a file") with this checkout's own import, the pull request
// read as git objects of <dir> (default: this repository): scripts/price-list-gate-steps.mjs.
// .github/workflows/price-list.yml runs it from the base branch and pushes the commit it makes.
//
// Exit codes:
//   0  every list imported: one commit per list on top of <head>, the last one's sha printed and in
//      --result ({ "status": "imported", "commit": "<sha>", "imported": [{ "file", "report" }] });
//      or no list added or changed ({ "status": "nothing" }). Nothing is pushed here.
//   1  a list was refused: every bad row is in --comment (Markdown for the pull request) and printed;
//      no commit to push ({ "status": "refused" }).
//   2  usage error (an option missing, a sha git does not know): nothing done.
//   3  --fork (the pull request comes from a fork, which the import cannot push to): every list is good,
//      none committed; --comment says so ({ "status": "fork" }).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "./menu-content.mjs";
import { importUploadedLists } from "./price-list-gate-steps.mjs";

const USAGE =
  "Usage: node scripts/price-list-gate.mjs --base <sha> --head <sha> [--repo <dir>] [--comment <file.md>] [--result <file.json>] [--fork]";

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      base: { type: "string" },
      head: { type: "string" },
      repo: { type: "string", default: repoRoot },
      comment: { type: "string" },
      result: { type: "string" },
      fork: { type: "boolean", default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (!options.base || !options.head) {
  console.error(USAGE);
  process.exit(2);
}

const author = {
  name: process.env.GIT_AUTHOR_NAME ?? "Price list import",
  email: process.env.GIT_AUTHOR_EMAIL ?? "price-list-import@users.noreply.github.com",
};
let outcome;
try {
  outcome = await importUploadedLists({
    repo: path.resolve(options.repo),
    base: options.base,
    head: options.head,
    fork: options.fork,
    author,
  });
} catch (error) {
  // A sha git does not know, or a repository that is not one: said once, nothing changed.
  if (error.status !== undefined && error.stderr !== undefined) {
    console.error(`git failed: ${String(error.stderr).trim()}\n${USAGE}`);
    process.exit(2);
  }
  throw error;
}

const { status, comment } = outcome;
if (options.result)
  writeFileSync(options.result, `${JSON.stringify({ status, commit: outcome.commit, imported: outcome.imported ?? [] }, null, 2)}\n`);
if (comment && options.comment) writeFileSync(options.comment, comment);

if (status === "nothing") console.log("No price list added or changed under content/price-lists/.");
if (status === "imported") {
  for (const { file, report } of outcome.imported) console.log(`${file}: ${report}`);
  console.log(outcome.commit);
}
if (status === "refused") {
  console.error(comment);
  process.exit(1);
}
if (status === "fork") {
  console.error(comment);
  process.exit(3);
}
