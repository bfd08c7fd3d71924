// `node scripts/content-gate.mjs --base <sha> --head <sha> [--repo <dir>] [--summary <file.json>]`:
// the content gate of a pull request (docs/decisions/053-content-gate.md). It refuses
// - any file in the folders the editor writes that is not data (scripts/content-gate-files.mjs);
// - a medical fact changed while its review date stayed (content/compiler/medical-edits.ts), renamed
//   files compared with their old path;
// and lists every medical change (new, deleted, renamed or edited, and any change to the clinicians' own
// files) for the clinician's approval (scripts/clinician-approval.mjs reads the summary).
// It reads the pull request only as git objects in <dir> (default: this script's own repository): the
// changes from the merge base of <base> and <head> to <head> (what GitHub shows), each file from <head>,
// its old version from the merge base. It never reads a working tree, so nothing the pull request
// checked out, wrote or ran can change its answer; and its rules are this copy's own (its content/
// compiler, its node_modules): CI runs the copy of the branch the pull request goes into.
// Exit 0: nothing refused; 1: refused, each problem printed; 2: wrong arguments or an unreadable repository.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { editorArea, fileProblem } from "./content-gate-files.mjs";

const here = fileURLToPath(new URL("..", import.meta.url));
const USAGE = "Usage: node scripts/content-gate.mjs --base <sha> --head <sha> [--repo <dir>] [--summary <file.json>]";

/** A reason to stop with exit 2: the gate could not look at the pull request at all. */
export class GateUsageError extends Error {}

/** `git diff --name-status -z` as { status, file, from? }: status A, M, T, D, R (with `from`) or C. */
export function parseNameStatus(text) {
  const fields = text.split("\0");
  const entries = [];
  let i = 0;
  while (i < fields.length && fields[i] !== "") {
    const status = fields[i++].charAt(0);
    if (status === "R" || status === "C") {
      const from = fields[i++];
      entries.push({ status, file: fields[i++], from });
    } else if ("AMTD".includes(status)) entries.push({ status, file: fields[i++] });
    else throw new GateUsageError(`git diff reported "${status}" for ${fields[i]}, which a commit's diff never holds`);
  }
  return entries;
}

/** `git ls-tree -z` as a Map of path → { mode, type, oid }. */
export function parseLsTree(text) {
  const entries = new Map();
  for (const line of text.split("\0")) {
    if (line === "") continue;
    const tab = line.indexOf("\t");
    const [mode, type, oid] = line.slice(0, tab).split(" ");
    entries.set(line.slice(tab + 1), { mode, type, oid });
  }
  return entries;
}

/** A git runner for one repository; `--literal-pathspecs`: a file name is never read as a pattern. */
function gitIn(repo) {
  return (args, options = {}) =>
    execFileSync("git", ["--literal-pathspecs", ...args], {
      cwd: repo,
      maxBuffer: 1024 ** 3,
      stdio: ["pipe", "pipe", "pipe"],
      ...options,
    });
}

/** Blobs by object id, read in one `git cat-file --batch`. */
function readBlobs(git, oids) {
  const wanted = [...new Set(oids)];
  const blobs = new Map();
  if (wanted.length === 0) return blobs;
  const out = git(["cat-file", "--batch"], { input: `${wanted.join("\n")}\n` });
  let at = 0;
  for (const oid of wanted) {
    const headerEnd = out.indexOf(0x0a, at);
    const [, type, size] = out.subarray(at, headerEnd).toString("latin1").split(" ");
    if (type !== "blob") throw new GateUsageError(`git object ${oid} is not a file's content (${type ?? "missing"})`);
    const start = headerEnd + 1;
    blobs.set(oid, out.subarray(start, start + Number(size)));
    at = start + Number(size) + 1;
  }
  return blobs;
}

/**
 * The gate's answer for one pull request: { base, head, refused, medicalChanges, priceLists }, the
 * summary's JSON. `rules`: `compiler` (content/compiler/index.ts, this copy's) and `uploadTypes`
 * (app/admin/upload-guard.ts UPLOAD_TYPES).
 */
export function checkPullRequest({ repo, base, head, rules: { compiler, uploadTypes } }) {
  const git = gitIn(repo);
  const commitOf = (rev, option) => {
    if (typeof rev !== "string" || rev === "" || rev.startsWith("-")) throw new GateUsageError(`${option} needs a commit, e.g. a sha`);
    try {
      return git(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], { encoding: "utf8" }).trim();
    } catch {
      throw new GateUsageError(`${option} ${rev} is not a commit in ${repo} (fetch it first)`);
    }
  };
  const baseSha = commitOf(base, "--base");
  const headSha = commitOf(head, "--head");
  let mergeBase;
  try {
    mergeBase = git(["merge-base", baseSha, headSha], { encoding: "utf8" }).trim();
  } catch {
    throw new GateUsageError(`${baseSha} and ${headSha} have no common commit in ${repo} (fetch their history, not only the tips)`);
  }
  // From the merge base, as GitHub shows a pull request: what the branch changed, not what the base
  // branch gained since (which a two-point diff would show as undone).
  const changes = parseNameStatus(
    git(["diff", "-M", "--name-status", "-z", "--no-ext-diff", "--no-textconv", mergeBase, headSha, "--"], { encoding: "utf8" }),
  );

  const [defaultLocale] = compiler.locales;
  const contentPath = (file) => {
    const [top, locale, ...rest] = file.split("/");
    return top === "content" && compiler.locales.includes(locale) && rest.length > 0 ? { locale, within: rest.join("/") } : null;
  };
  const twinOf = (file) => {
    const at = contentPath(file);
    return at && at.locale !== defaultLocale ? `content/${defaultLocale}/${at.within}` : null;
  };
  const afterPaths = changes.filter((c) => c.status !== "D" && editorArea(c.file)).map((c) => c.file);
  const beforePaths = changes.filter((c) => c.status !== "A" && c.status !== "C").map((c) => c.from ?? c.file);
  const contentBefore = beforePaths.filter(contentPath);
  const tree = (rev, files) =>
    files.length === 0 ? new Map() : parseLsTree(git(["ls-tree", "-z", "--full-tree", rev, "--", ...new Set(files)], { encoding: "utf8" }));
  const atHead = tree(headSha, [...afterPaths, ...afterPaths.map(twinOf).filter(Boolean)]);
  const atMergeBase = tree(mergeBase, [...contentBefore, ...contentBefore.map(twinOf).filter(Boolean)]);
  const blobs = readBlobs(
    git,
    [...atHead.values(), ...atMergeBase.values()].filter((entry) => entry.type === "blob").map((entry) => entry.oid),
  );
  const bytesOf = (entries, file) => {
    const entry = entries.get(file);
    return entry?.type === "blob" ? blobs.get(entry.oid) : undefined;
  };
  /** A content file's data at one side, or undefined when it is not there (or, before, not readable). */
  const dataOf = (entries, file) => {
    const bytes = bytesOf(entries, file);
    if (bytes === undefined || entries.get(file).mode !== "100644") return undefined;
    try {
      return compiler.parseContentFile(file, bytes.toString("utf8"));
    } catch {
      return undefined;
    }
  };

  const refused = [];
  const medicalChanges = [];
  const priceLists = [];
  for (const change of changes) {
    const afterFile = change.status === "D" ? null : change.file;
    const beforeFile = change.status === "A" || change.status === "C" ? null : (change.from ?? change.file);
    let afterData;
    if (afterFile && editorArea(afterFile)) {
      const entry = atHead.get(afterFile);
      const problem = entry
        ? fileProblem({ file: afterFile, mode: entry.mode, bytes: bytesOf(atHead, afterFile) ?? new Uint8Array() }, uploadTypes)
        : { problem: "is not in the head commit's tree", allowed: "a file the commit holds" };
      if (problem) {
        refused.push({ file: afterFile, ...problem });
        continue;
      }
      if (editorArea(afterFile) === "price-lists") {
        // A list is imported by the base branch's price-list check (.github/workflows/price-list.yml), whose
        // commit turns it into content changes and removes it; until then the pull request holds prices no
        // page shows, and a list the import refused must not be merged as if it had been.
        priceLists.push(afterFile);
        refused.push({ file: afterFile, problem: "is a price list still waiting for its import", allowed: PRICE_LIST_ALLOWED });
        continue;
      }
      if (contentPath(afterFile)) {
        try {
          afterData = compiler.parseContentFile(afterFile, bytesOf(atHead, afterFile).toString("utf8"));
        } catch (error) {
          refused.push({
            file: afterFile,
            problem: error instanceof Error && "reason" in error ? String(error.reason) : String(error),
            allowed: "a file as the editor at /admin writes it: valid JSON, or Markdown that starts with its front matter",
          });
          continue;
        }
      }
    }
    const after = afterFile && contentPath(afterFile);
    const before = beforeFile && contentPath(beforeFile);
    if (!after && !before) continue;
    const beforeData = before ? dataOf(atMergeBase, beforeFile) : undefined;
    const collectionOf = (at) => at && compiler.collectionOf(compiler.collections, at.within);
    const sameSlot = after && before && after.locale === before.locale && collectionOf(after) === collectionOf(before);
    const sides =
      change.status === "R" && !sameSlot
        ? [
            ...(before ? [{ file: beforeFile, kind: "deleted", beforeData, afterData: undefined }] : []),
            ...(after ? [{ file: afterFile, kind: "added", beforeData: undefined, afterData }] : []),
          ]
        : [
            {
              file: afterFile ?? beforeFile,
              ...(change.status === "R" ? { from: beforeFile } : {}),
              kind: { A: "added", C: "added", D: "deleted", R: "renamed" }[change.status] ?? "modified",
              beforeData: before ? beforeData : undefined,
              afterData,
            },
          ];
    for (const side of sides) {
      const medical = compiler.medicalChange(compiler.collections, side, side.beforeData, side.afterData);
      if (medical) medicalChanges.push(medical);
    }
    // The review-date rule, for a file edited or renamed within its collection. A translation's review is
    // the English file's: that file at the merge base (the old path's twin) and at the head.
    const collection = sameSlot && collectionOf(after);
    if (!collection || beforeData === undefined) continue;
    const twin = twinOf(afterFile);
    const twinAfter = twin ? dataOf(atHead, twin) : undefined;
    const reviewed = twinAfter === undefined ? undefined : { before: dataOf(atMergeBase, twinOf(beforeFile)), after: twinAfter };
    for (const problem of compiler.medicalEditsWithoutReview(collection, afterFile, beforeData, afterData, reviewed)) {
      const renamed = change.status === "R" ? ` (the file was renamed from ${beforeFile}, and is compared with it)` : "";
      refused.push({ file: problem.file, problem: `the field "${problem.field}" ${problem.problem}${renamed}`, allowed: problem.allowed });
    }
  }
  return { summary: { base: baseSha, head: headSha, refused, medicalChanges, priceLists }, mergeBase, changed: changes.length };
}

const PRICE_LIST_ALLOWED =
  "no price list in a pull request that is merged: the Price list check imports it in a commit of its own that removes it, or comments on the pull request with every row it refused (correct those and upload the list again; docs/editing.md, The price list as a file)";

/** The gate's report in words: what it read, every refusal (file, what is wrong, what is allowed), the medical changes. */
export function gateReport({ summary, mergeBase, changed }, repo) {
  const lines = [
    `content-gate (the rules of ${here}): ${changed} file${changed === 1 ? "" : "s"} changed from ${mergeBase.slice(0, 12)} (the merge base of ${summary.base.slice(0, 12)}) to ${summary.head.slice(0, 12)}, read from git objects in ${repo}.`,
  ];
  if (summary.refused.length > 0) {
    lines.push(`Refused: ${summary.refused.length} (docs/editing.md):`);
    for (const { file, problem, allowed } of summary.refused) lines.push(`  - ${file}: ${problem}. Allowed: ${allowed}.`);
  } else lines.push("Nothing refused.");
  if (summary.medicalChanges.length > 0) {
    lines.push(`Medical changes, for a clinician to approve: ${summary.medicalChanges.length}:`);
    for (const { file, from, kind, fields } of summary.medicalChanges)
      lines.push(`  - ${file} (${kind}${from ? ` from ${from}` : ""}): ${fields.length > 0 ? fields.join(", ") : "the whole file"}`);
  } else lines.push("No medical change.");
  if (summary.priceLists.length > 0) lines.push(`Price lists: ${summary.priceLists.join(", ")}.`);
  return lines.join("\n");
}

/** This copy's rules, loaded through Vite (they are TypeScript): the content compiler and the upload types. */
async function loadRules() {
  const { runnerImport } = await import("vite");
  const options = { configFile: false, logLevel: "error" };
  const { module: compiler } = await runnerImport(path.join(here, "content/compiler/index.ts"), options);
  const { module: uploadGuard } = await runnerImport(path.join(here, "app/admin/upload-guard.ts"), options);
  return { compiler, uploadTypes: uploadGuard.UPLOAD_TYPES };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    ({ values: options } = parseArgs({
      options: { base: { type: "string" }, head: { type: "string" }, repo: { type: "string" }, summary: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
    if (!options.base || !options.head) throw new GateUsageError("--base and --head are required");
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  const repo = path.resolve(options.repo ?? here);
  let result;
  try {
    result = checkPullRequest({ repo, base: options.base, head: options.head, rules: await loadRules() });
  } catch (error) {
    console.error(
      `content-gate could not read the pull request: ${error instanceof GateUsageError ? error.message : error.stack}\n${USAGE}`,
    );
    process.exit(2);
  }
  if (options.summary) writeFileSync(options.summary, `${JSON.stringify(result.summary, null, 2)}\n`);
  const refused = result.summary.refused.length > 0;
  (refused ? console.error : console.log)(gateReport(result, repo));
  process.exitCode = refused ? 1 : 0;
}
