// @vitest-environment node
// No test runner reaches the editor's folders (docs/decisions/053-content-gate.md): a test file in
// content/en/ or content/hi/ would be code that an editor's pull request runs in CI and on every
// developer's machine. Every Vitest project's include and every Playwright config's test folders and
// patterns are read from the configs themselves.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import picomatch from "picomatch";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const { projects } = await import(/* @vite-ignore */ path.join(root, "vitest.config.ts"));

/** Test files an editor's pull request might add, at several depths of both languages' folders. */
const hostile = ["content/en/", "content/hi/"].flatMap((folder) =>
  ["", "packages/", "a/b/"].flatMap((dir) =>
    ["notes.test.ts", "notes.test.tsx", "notes.test.mjs", "notes.test.js", "notes.spec.ts", "notes.spec.mjs"].map(
      (name) => `${folder}${dir}${name}`,
    ),
  ),
);

describe("no test runner reaches content/en/ or content/hi/", () => {
  it("the hostile files are every kind at every depth", () => {
    expect(hostile).toHaveLength(36);
  });

  it("no Vitest project's include matches a file there", () => {
    const includes = projects.flatMap(({ test }) => test.include.map((glob) => ({ project: test.name, glob })));
    expect(projects.map(({ test }) => test.name)).toEqual(["logic", "components"]);
    expect(includes.length).toBeGreaterThan(5);
    const reached = includes.flatMap(({ project, glob }) =>
      hostile.filter((file) => picomatch(glob, { dot: true })(file)).map((file) => `${project}: ${glob} matches ${file}`),
    );
    expect(reached).toEqual([]);
  });

  it("the content's own tests are still found: content/*.test.ts and content/compiler/", () => {
    const globs = projects.flatMap(({ test }) => test.include);
    const found = (file) => globs.some((glob) => picomatch(glob)(file));
    expect(found("content/catalogue.test.ts")).toBe(true);
    expect(found("content/compiler/medical-edits.test.ts")).toBe(true);
    expect(found("content/collections/catalogue.test.ts")).toBe(true);
  });

  it("no Playwright config's test folder holds them, and none of its patterns matches them", async () => {
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
        const testDir = path.resolve(root, project.testDir ?? config.testDir ?? ".");
        for (const file of hostile) {
          const absolute = path.join(root, file);
          const inside = !path.relative(testDir, absolute).startsWith("..");
          const patterns = [project.testMatch ?? config.testMatch ?? "**/*.@(spec|test).?(c|m)[jt]s?(x)"].flat();
          // Playwright matches a pattern against the file's absolute path; a string glob is relative to the test folder.
          const matched = patterns.some((pattern) =>
            pattern instanceof RegExp ? pattern.test(absolute) : picomatch(pattern, { dot: true })(path.relative(testDir, absolute)),
          );
          if (inside && matched) reached.push(`${name} ${project.name ?? ""}: ${file}`);
        }
        // The folder itself: never the repository's root, content/ or one of the editor's folders.
        if (!path.relative(testDir, path.join(root, "content/en")).startsWith("..")) reached.push(`${name}: testDir ${testDir}`);
      }
    }
    expect(reached).toEqual([]);
  });
});
