// @vitest-environment node
// The content gate end to end (docs/decisions/053-content-gate.md): this checkout's scripts/content-gate.mjs
// against pull requests in a temporary repository, read only as git objects there. The command runs
// once per pull request, all at once (each start loads the content compiler through Vite).
import { execFile, execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_TYPES } from "#app/admin/upload-guard.ts";
import * as compiler from "#content/compiler/index.ts";
import { checkPullRequest } from "./content-gate.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const gate = path.join(root, "scripts/content-gate.mjs");
const PACKAGE = "content/en/packages/115.json";
const HINDI_PACKAGE = "content/hi/packages/115.json";
const DATE_ALLOWED = `a clinician checks the change; then set the review's "reviewed" to the day they signed it off and "nextReview" to when it is due again`;
// A 1×1 PNG picture.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

let repo;
const git = (...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
const packageData = () => JSON.parse(readFileSync(path.join(root, PACKAGE), "utf8"));
/** The package with its emergency notices (its medical field) changed, the review date as it was. */
const withNoticeChanged = () => {
  const { notices = [] } = packageData();
  return {
    ...packageData(),
    notices: notices.includes("stroke") ? notices.filter((notice) => notice !== "stroke") : [...notices, "stroke"],
  };
};

/** Writes files (text, bytes, or { link: target }) over the base commit, removes others, and commits: the head's sha. */
function pullRequest(name, { write = {}, remove = [], move = [] }) {
  git("checkout", "-q", "--detach", "base");
  for (const [from, to] of move) git("mv", from, to);
  for (const file of remove) git("rm", "-q", file);
  for (const [file, content] of Object.entries(write)) {
    const full = path.join(repo, file);
    mkdirSync(path.dirname(full), { recursive: true });
    rmSync(full, { force: true });
    if (content && typeof content === "object" && "link" in content) symlinkSync(content.link, full);
    else writeFileSync(full, typeof content === "string" || Buffer.isBuffer(content) ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  git("add", "-A");
  git("commit", "-q", "-m", name);
  return git("rev-parse", "HEAD");
}

/** The gate's command on one pull request: its exit code, output and summary. */
function runGate(head, summaryName) {
  const summaryFile = path.join(repo, "..", `${summaryName}.json`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [gate, "--base", "base", "--head", head, "--repo", repo, "--summary", summaryFile],
      { cwd: root, encoding: "utf8" },
      (error, stdout, stderr) =>
        resolve({ code: error ? error.code : 0, output: stdout + stderr, summary: JSON.parse(readFileSync(summaryFile, "utf8")) }),
    );
  });
}

const heads = {};
const runs = {};
beforeAll(async () => {
  repo = path.join(mkdtempSync(path.join(tmpdir(), "content-gate-")), "repo");
  mkdirSync(repo);
  git("init", "-q", "-b", "main");
  git("config", "user.email", "gate@example.test");
  git("config", "user.name", "Gate test");
  git("config", "commit.gpgsign", "false");
  for (const file of [PACKAGE, HINDI_PACKAGE]) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(repo, file));
  }
  git("add", "-A");
  git("commit", "-q", "-m", "base");
  git("tag", "base");

  heads.notices = pullRequest("notices", { write: { [PACKAGE]: withNoticeChanged() } });
  heads.renamed = pullRequest("renamed", {
    move: [
      [PACKAGE, "content/en/packages/115-x.json"],
      [HINDI_PACKAGE, "content/hi/packages/115-x.json"],
    ],
    write: { "content/en/packages/115-x.json": withNoticeChanged() },
  });
  heads.hostile = pullRequest("hostile", {
    write: {
      "content/en/packages/notes.test.ts": 'import { it } from "vitest";\nit("restores the base", () => {});\n',
      "content/hi/x.mjs": "export {};\n",
      "content/en/link.json": { link: "packages/115.json" },
      "public/images/uploads/x.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      "public/images/uploads/photo.jpg": PNG,
      "public/images/uploads/notes.png": "not a picture\n",
    },
  });
  heads.clean = pullRequest("clean", {
    write: {
      "public/images/uploads/centre.png": PNG,
      "content/price-lists/april.csv": "\uFEFFcode,name,price\ncbc,Complete blood count (सीबीसी),350\n",
      "content/en/packages/999.json": { ...packageData(), id: 999, name: "New package", notices: ["stroke"] },
    },
  });
  // The pull request's branch is checked out, as in a job that ran its code.
  git("checkout", "-q", "--detach", heads.notices);
  runs.noticesBefore = checkPullRequest({ repo, base: "base", head: heads.notices, rules: { compiler, uploadTypes: UPLOAD_TYPES } });
  // The attack: the pull request's own code puts the base's copy back in the working tree.
  git("checkout", "base", "--", PACKAGE);
  expect(readFileSync(path.join(repo, PACKAGE), "utf8")).toBe(readFileSync(path.join(root, PACKAGE), "utf8"));
  [runs.notices, runs.renamed, runs.hostile, runs.clean] = await Promise.all([
    runGate(heads.notices, "notices"),
    runGate(heads.renamed, "renamed"),
    runGate(heads.hostile, "hostile"),
    runGate(heads.clean, "clean"),
  ]);
}, 60_000);

afterAll(() => {
  if (repo) rmSync(path.dirname(repo), { recursive: true, force: true });
});

describe("the content gate on a pull request, read as git objects", () => {
  const datedRefusal = {
    file: PACKAGE,
    problem: 'the field "notices" is a medical fact and was changed, but the review date was not',
    allowed: DATE_ALLOWED,
  };

  it("refuses a package's medical field changed with the same review date, and lists it for a clinician", () => {
    expect(runs.noticesBefore.summary.refused).toEqual([datedRefusal]);
    expect(runs.noticesBefore.summary.medicalChanges).toEqual([{ file: PACKAGE, kind: "modified", fields: ["notices"] }]);
  });

  it("still refuses it once the working tree holds the base's copy again", () => {
    expect(runs.notices.code, runs.notices.output).toBe(1);
    expect(runs.notices.summary).toEqual({
      base: git("rev-parse", "base"),
      head: heads.notices,
      refused: [datedRefusal],
      medicalChanges: [{ file: PACKAGE, kind: "modified", fields: ["notices"] }],
      priceLists: [],
    });
    expect(runs.notices.output).toContain(
      `  - ${PACKAGE}: the field "notices" is a medical fact and was changed, but the review date was not.`,
    );
  });

  it("refuses the same change made with a rename, comparing the file with its old path", () => {
    expect(runs.renamed.code, runs.renamed.output).toBe(1);
    expect(runs.renamed.summary.refused).toEqual([
      {
        file: "content/en/packages/115-x.json",
        problem:
          'the field "notices" is a medical fact and was changed, but the review date was not (the file was renamed from content/en/packages/115.json, and is compared with it)',
        allowed: DATE_ALLOWED,
      },
    ]);
    expect(runs.renamed.summary.medicalChanges).toEqual([
      { file: "content/en/packages/115-x.json", from: PACKAGE, kind: "renamed", fields: ["notices"] },
    ]);
  });

  it("refuses code, links and anything but pictures of their type in the editor's folders, naming each", () => {
    expect(runs.hostile.code, runs.hostile.output).toBe(1);
    const contentAllowed =
      "regular .json and .md files (the editor's data) under content/en/ and content/hi/; code and anything else goes elsewhere, approved by a developer";
    const uploadsAllowed =
      "pictures directly in public/images/uploads/, regular files named .jpg, .jpeg, .png, .webp, .avif, .gif whose bytes are a picture of that type; never SVG";
    expect(runs.hostile.summary.refused).toEqual([
      { file: "content/en/link.json", problem: "is a symbolic link", allowed: contentAllowed },
      { file: "content/en/packages/notes.test.ts", problem: "is a .ts file", allowed: contentAllowed },
      { file: "content/hi/x.mjs", problem: "is a .mjs file", allowed: contentAllowed },
      {
        file: "public/images/uploads/notes.png",
        problem: "is named .png but its bytes are not a picture of any upload type",
        allowed: uploadsAllowed,
      },
      { file: "public/images/uploads/photo.jpg", problem: "is named .jpg but its bytes are a PNG picture", allowed: uploadsAllowed },
      {
        file: "public/images/uploads/x.svg",
        problem: "is an SVG, which can carry script that runs on the site's origin",
        allowed: uploadsAllowed,
      },
    ]);
    expect(runs.hostile.output).toContain(`  - content/hi/x.mjs: is a .mjs file. Allowed: ${contentAllowed}.`);
  });

  it("passes a real picture and a new package, listing the package as a medical change; holds a price list until its import", () => {
    expect(runs.clean.code, runs.clean.output).toBe(1);
    expect(runs.clean.summary).toEqual({
      base: git("rev-parse", "base"),
      head: heads.clean,
      refused: [
        {
          file: "content/price-lists/april.csv",
          problem: "is a price list still waiting for its import",
          allowed:
            "no price list in a pull request that is merged: the Price list check imports it in a commit of its own that removes it, or comments on the pull request with every row it refused (correct those and upload the list again; docs/editing.md, The price list as a file)",
        },
      ],
      medicalChanges: [{ file: "content/en/packages/999.json", kind: "added", fields: ["notices"] }],
      priceLists: ["content/price-lists/april.csv"],
    });
  });

  it("compares with the merge base, so what the base branch gained since is not the pull request's", () => {
    // The base branch signs off a notice change after the pull request branched; the pull request changes a price.
    const signedOff = { ...withNoticeChanged(), review: { ...packageData().review, reviewed: "2026-12-01" } };
    const branchedAt = git("rev-parse", "base");
    const priceOnly = pullRequest("price", { write: { [PACKAGE]: { ...packageData(), price: 1 } } });
    git("checkout", "-q", "--detach", branchedAt);
    writeFileSync(path.join(repo, PACKAGE), `${JSON.stringify(signedOff, null, 2)}\n`);
    git("commit", "-q", "-am", "signed off");
    const movedBase = git("rev-parse", "HEAD");
    const { summary, mergeBase } = checkPullRequest({
      repo,
      base: movedBase,
      head: priceOnly,
      rules: { compiler, uploadTypes: UPLOAD_TYPES },
    });
    expect(mergeBase).toBe(branchedAt);
    expect(summary).toEqual({ base: movedBase, head: priceOnly, refused: [], medicalChanges: [], priceLists: [] });
  });
});
