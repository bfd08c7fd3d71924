// @vitest-environment node
// No test runner reaches the editor's folders (docs/decisions/053-content-gate.md): a test file in
// content/en/ or content/hi/ would be code that an editor's pull request runs in CI and on every
// developer's machine. Every Vitest project's include and every Playwright project's test folder are
// read from the configs themselves.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const { projects } = await import(/* @vite-ignore */ path.join(root, "vitest.config.ts"));
// The glob library Vitest finds its test files with (and its options): the same rules, not ours.
const { globSync } = createRequire(path.join(root, "node_modules/vitest/package.json"))("tinyglobby");

/** Test files an editor's pull request might add, at several depths of both languages' folders. */
const hostile = ["content/en/", "content/hi/"].flatMap((folder) =>
  ["", "packages/", "a/b/"].flatMap((dir) =>
    ["notes.test.ts", "notes.test.tsx", "notes.test.mjs", "notes.test.js", "notes.spec.ts", "notes.spec.mjs"].map(
      (name) => `${folder}${dir}${name}`,
    ),
  ),
);
/** The content's own tests, which must still be found. */
const ownTests = ["content/catalogue.test.ts", "content/compiler/medical-edits.test.ts", "content/collections/catalogue.test.ts"];

// A tree of those files, for Vitest's glob to walk.
const tree = mkdtempSync(path.join(tmpdir(), "test-reach-"));
for (const file of [...hostile, ...ownTests]) {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), "");
}
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe("no test runner reaches content/en/ or content/hi/", () => {
  it("the hostile files are every kind at every depth", () => {
    expect(hostile).toHaveLength(36);
  });

  it("no Vitest project's include finds a file there; the content's own tests are still found", () => {
    expect(projects.map(({ test }) => test.name)).toEqual(["logic", "processes", "components", "hindi"]);
    const found = projects.flatMap(({ test }) =>
      globSync(test.include, { cwd: tree, dot: true, expandDirectories: false }).map((file) => `${test.name}: ${file}`),
    );
    expect(found.sort()).toEqual(ownTests.map((file) => `logic: ${file}`).sort());
  });

  it("no Playwright config's test folder holds them", async () => {
    const configs = readdirSync(root).filter((name) => /^playwright.*\.config\.ts$/.test(name));
    expect(configs.sort()).toEqual([
      "playwright.auth.config.ts",
      "playwright.cdn.config.ts",
      "playwright.config.ts",
      "playwright.docs.config.ts",
    ]);
    const reached = [];
    for (const name of configs) {
      const { default: config } = await import(/* @vite-ignore */ path.join(root, name));
      for (const project of config.projects?.length ? config.projects : [{}]) {
        const where = `${name}${project.name ? ` (${project.name})` : ""}`;
        // Playwright looks for test files only under a project's test folder (its testMatch and testIgnore
        // choose among them), so that folder must not hold the editor's folders, whatever its patterns.
        const testDir = path.resolve(root, project.testDir ?? config.testDir ?? ".");
        for (const folder of ["content/en", "content/hi"])
          if (!path.relative(testDir, path.join(root, folder)).startsWith(".."))
            reached.push(`${where}: testDir ${testDir} holds ${folder}`);
      }
    }
    expect(reached).toEqual([]);
  });
});
