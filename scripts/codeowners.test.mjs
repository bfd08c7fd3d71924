// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { UPLOAD_TYPES } from "#app/admin/upload-guard.ts";
import { CLINICIAN_ONLY } from "#content/compiler/medical-edits.ts";
import { ownersOf, parseCodeowners, patternToRegExp } from "./codeowners.mjs";
import { fileProblem } from "./content-gate-files.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEVELOPERS = "@healthplus-diagnostics/developers";
const EDITORS = "@healthplus-diagnostics/editors";
const CLINICIANS = "@healthplus-diagnostics/clinicians";

/**
 * What the editor at /admin writes, the only paths an editor may approve: data files of the content, the
 * upload types' pictures and the price lists (docs/decisions/053-content-gate.md).
 */
const isEditorData = (path) =>
  /^content\/(en|hi)\/.+\.(json|md)$/.test(path) ||
  /^public\/images\/uploads\/[^/]+\.(jpg|jpeg|png|webp|avif|gif)$/.test(path) ||
  /^content\/price-lists\/[^/]+\.csv$/.test(path);

describe("the CODEOWNERS matcher, on hand-written cases", () => {
  const matches = (pattern, path) => patternToRegExp(pattern).test(path);

  it("`*` matches every path", () => {
    for (const path of ["README.md", "app/routes.ts", ".github/CODEOWNERS", "content/en/tests/1.json"])
      expect(matches("*", path), path).toBe(true);
  });

  it("a leading slash anchors at the root; a trailing slash takes everything below the directory", () => {
    expect(matches("/content/", "content/en/tests/1.json")).toBe(true);
    expect(matches("/content/en/", "content/collections/collections.ts")).toBe(false);
    expect(matches("/content/en/", "content/en/tests/1.json")).toBe(true);
    expect(matches("/content/", "content")).toBe(false);
    expect(matches("/content/", "contents/en/a.json")).toBe(false);
  });

  it("an unanchored directory matches at any depth: `content/` also owns app/content/", () => {
    expect(matches("content/", "content/en/a.json")).toBe(true);
    expect(matches("content/", "app/content/source/collections.ts")).toBe(true);
  });

  it("a slash inside anchors too; `*` stays within one segment", () => {
    expect(matches("/content/*/test-facts/", "content/en/test-facts/lipid-profile.json")).toBe(true);
    expect(matches("/content/*/test-facts/", "content/hi/test-facts/deep/a.json")).toBe(true);
    expect(matches("/content/*/test-facts/", "content/test-facts/a.json")).toBe(false);
    expect(matches("/content/*/test-facts/", "content/en/x/test-facts/a.json")).toBe(false);
    expect(matches("content/*/safety.json", "content/en/safety.json")).toBe(true);
    expect(matches("content/*/safety.json", "app/content/en/safety.json")).toBe(false);
    expect(matches("/content/*/safety.json", "content/en/safety.json.bak")).toBe(false);
    expect(matches("/content/*/safety.json", "content/en/old/safety.json")).toBe(false);
  });

  it("a last segment with a wildcard owns files, not a directory's contents (GitHub's `docs/*`)", () => {
    expect(matches("docs/*", "docs/getting-started.md")).toBe(true);
    expect(matches("docs/*", "docs/build-app/troubleshooting.md")).toBe(false);
    expect(matches("*.js", "public/images/uploads/x.js")).toBe(true);
    expect(matches("*.js", "public/images/uploads/x.json")).toBe(false);
  });

  it("a name without slashes matches a file or directory of that name anywhere, with what is below it", () => {
    expect(matches("scripts", "scripts/audit.mjs")).toBe(true);
    expect(matches("scripts", "tools/scripts/a.mjs")).toBe(true);
    expect(matches("scripts", "scripts.md")).toBe(false);
  });

  it("`**` spans segments; `?` is one character", () => {
    expect(matches("**/logs", "logs")).toBe(true);
    expect(matches("**/logs", "build/logs/debug.log")).toBe(true);
    expect(matches("/build/**", "build/a/b.txt")).toBe(true);
    expect(matches("/build/**", "src/build/a.txt")).toBe(false);
    expect(matches("a/**/b", "a/b")).toBe(true);
    expect(matches("a/**/b", "a/x/y/b")).toBe(true);
    expect(matches("/file?.txt", "file1.txt")).toBe(true);
    expect(matches("/file?.txt", "file10.txt")).toBe(false);
    expect(matches("/file?.txt", "file/.txt")).toBe(false);
  });

  it("the last matching line wins, and a matching line without owners leaves the path unowned", () => {
    const rules = parseCodeowners(
      [
        "# comment",
        "",
        "*  @org/dev",
        "/content/ @org/editors @org/dev",
        "/content/*/advice/ @org/clinicians",
        "/content/en/draft.json",
      ].join("\n"),
    );
    expect(rules).toHaveLength(4);
    expect(ownersOf(rules, "app/routes.ts")).toEqual(["@org/dev"]);
    expect(ownersOf(rules, "content/en/tests/1.json")).toEqual(["@org/editors", "@org/dev"]);
    expect(ownersOf(rules, "content/hi/advice/fasting.json")).toEqual(["@org/clinicians"]);
    expect(ownersOf(rules, "content/en/draft.json")).toEqual([]);
    expect(ownersOf(parseCodeowners("/docs/ @org/dev"), "app/routes.ts")).toBeNull();
  });

  it("refuses what GitHub would skip: negation, ranges, an owner that is not one", () => {
    expect(() => parseCodeowners("!content/ @org/dev")).toThrow(/does not support/);
    expect(() => parseCodeowners("/content/[a-z]/ @org/dev")).toThrow(/does not support/);
    expect(() => parseCodeowners("* developers")).toThrow(/line 1: "developers" is not/);
    expect(parseCodeowners("\\#notes.md @org/dev")[0].regexp.test("#notes.md")).toBe(true);
  });
});

describe("the repository's CODEOWNERS", () => {
  const rules = parseCodeowners(readFileSync(new URL("../.github/CODEOWNERS", import.meta.url), "utf8"));
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  // Paths an editor might add in a pull request, besides every path that exists.
  const imagined = [
    "content/collections/new.collection.ts",
    "content/compiler/new.ts",
    "content/new-loader.ts",
    "content/generated/en/new.json",
    "app/words/en/new.ts",
    "app/content/en/prices.json",
    "scripts/content-gate.mjs",
    "scripts/content-gate-files.mjs",
    ".ci/run",
    ".github/CODEOWNERS",
    ".github/workflows/release.yml",
    "package.json",
    "public/admin/index.html",
    "public/images/logo.svg",
    "public/images/uploads.svg",
    "workers/cms-auth/wrangler.toml",
    "docs/editing-setup.md",
    "contents/en/a.json",
    "x/content/en/a.json",
    // Code and pages in the editor's folders, which an editor must not be able to approve.
    "content/en/packages/notes.test.ts",
    "content/hi/x.mjs",
    "content/en/README",
    "public/images/uploads/x.svg",
    "public/images/uploads/x.html",
    "public/images/uploads/deep/a.png",
    "content/price-lists/april.xlsx",
    "content/price-lists/old/april.csv",
  ];

  it("outside the editor's data files, every path has the developers among its owners and no editor", () => {
    const outside = [...tracked.filter((path) => !isEditorData(path)), ...imagined];
    expect(outside.length).toBeGreaterThan(300);
    const problems = outside.flatMap((path) => {
      const owners = ownersOf(rules, path) ?? [];
      return [
        ...(owners.includes(DEVELOPERS) ? [] : [`${path}: no developer owner (${owners.join(" ") || "none"})`]),
        ...(owners.includes(EDITORS) ? [`${path}: an editor may approve it`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("in the editor's data files, an editor or a developer approves; a clinician alone the medical files", () => {
    const content = tracked.filter(isEditorData);
    expect(content.length).toBeGreaterThan(500);
    const medical =
      /^content\/[^/]+\/(test-facts|advice|safety-notices|medical-reviewers)\/|^content\/[^/]+\/(safety|emergency|analyte-groups|known-confusions)\.json$/;
    const uploads = Object.keys(UPLOAD_TYPES).map((extension) => `public/images/uploads/new-centre.${extension}`);
    expect(uploads).toHaveLength(6);
    const problems = [...content, ...uploads, "content/price-lists/april.csv", "content/hi/articles/new.md"].flatMap((path) => {
      const owners = ownersOf(rules, path) ?? [];
      const expected = medical.test(path) ? [CLINICIANS] : [EDITORS, DEVELOPERS];
      return JSON.stringify(owners) === JSON.stringify(expected) ? [] : [`${path}: ${owners.join(" ") || "none"}`];
    });
    expect(problems).toEqual([]);
    expect(content.filter((path) => medical.test(path)).length).toBeGreaterThan(250);
  });

  it("the clinicians' lines are the content gate's clinician-only files (content/compiler/medical-edits.ts)", () => {
    const clinicians = rules.filter((rule) => rule.owners.includes(CLINICIANS)).map((rule) => rule.pattern);
    expect(clinicians).toEqual(CLINICIAN_ONLY.map((entry) => `/content/*/${entry}`));
  });

  it("code, pages and links in the editor's folders: no editor approves them, and the content gate refuses them", () => {
    const code = ["content/en/packages/notes.test.ts", "content/hi/x.mjs", "public/images/uploads/x.svg"];
    for (const path of code) {
      expect(ownersOf(rules, path), path).toEqual([DEVELOPERS]);
      expect(fileProblem({ file: path, mode: "100644", bytes: Buffer.from("export {};\n") }, UPLOAD_TYPES), path).not.toBeNull();
    }
    // A link's name is a data file's: CODEOWNERS cannot see that it is a link, so the gate refuses it by its git mode.
    expect(ownersOf(rules, "content/en/link.json")).toEqual([EDITORS, DEVELOPERS]);
    expect(fileProblem({ file: "content/en/link.json", mode: "120000", bytes: Buffer.from("packages/100.json") }, UPLOAD_TYPES)).toEqual({
      problem: "is a symbolic link",
      allowed:
        "regular .json and .md files (the editor's data) under content/en/ and content/hi/; code and anything else goes elsewhere, approved by a developer",
    });
  });
});
