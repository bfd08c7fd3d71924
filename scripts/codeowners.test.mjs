// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ownersOf, parseCodeowners, patternToRegExp } from "./codeowners.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const DEVELOPERS = "@healthplus-diagnostics/developers";
const EDITORS = "@healthplus-diagnostics/editors";
const CLINICIANS = "@healthplus-diagnostics/clinicians";

/** What the editor at /admin writes: the only paths an editor may approve. */
const isContent = (path) => /^content\/(en|hi)\//.test(path) || path.startsWith("public/images/uploads/");

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
  ];

  it("outside the content, every path has the developers among its owners and no editor", () => {
    const outside = [...tracked.filter((path) => !isContent(path)), ...imagined];
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

  it("in the content, an editor or a developer approves; a clinician alone the medical files", () => {
    const content = tracked.filter(isContent);
    expect(content.length).toBeGreaterThan(500);
    const medical = /^content\/[^/]+\/(test-facts|advice|safety-notices|medical-reviewers)\/|^content\/[^/]+\/(safety|emergency)\.json$/;
    const problems = [...content, "public/images/uploads/new-centre.jpg"].flatMap((path) => {
      const owners = ownersOf(rules, path) ?? [];
      const expected = medical.test(path) ? [CLINICIANS] : [EDITORS, DEVELOPERS];
      return JSON.stringify(owners) === JSON.stringify(expected) ? [] : [`${path}: ${owners.join(" ") || "none"}`];
    });
    expect(problems).toEqual([]);
    expect(content.filter((path) => medical.test(path)).length).toBeGreaterThan(250);
  });
});
