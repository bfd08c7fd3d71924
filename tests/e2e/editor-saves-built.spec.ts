import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { createSiteServer } from "#scripts/server.mjs";
import { EDITS, fillEdit, OPEN_EDITOR_MS, openEditor, root, saveAndRead, test } from "./editor-setup.ts";
import { allowanceFor, INPUT_ROUND_MS } from "./helpers.ts";

// The content editor's saves, built (editor-setup.ts: the editor's build, its server, the test backend's
// files in OPFS): a price and an article's title edited through the editor's own UI, the files it saved
// compiled and built as the site's build would, and the change read on the public pages. The editor's
// other journeys: editor.spec.ts.

/** A Markdown file's front matter (parsed) with its body, to compare what an edit changed. */
function frontMatterAndBody(text: string): Record<string, unknown> {
  const [, fields = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { ...(parseYaml(fields) as Record<string, unknown>), body: body.trim() };
}

/** A bound on the copy's compile and build, so that a hung build fails; the test's allowance takes its real time in. */
const COPY_BUILD_LIMIT_MS = 15 * 60_000;

/**
 * A copy of the repository with `content/` changed, built with only the routes that show the change
 * (SITE_BUILD_ROUTES, astro-config/partial-build.ts) into its own build folder: the content compile and the build
 * are the real ones, with the test settings.
 */
function buildCopy(changed: Record<string, string>, routes: string[]): { client: string; ms: number; dir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "editor-build-"));
  for (const entry of [
    "app",
    "content",
    "public",
    "scripts",
    "astro.config.ts",
    "astro-config",
    "tsconfig.json",
    "package.json",
    ".env.e2e",
  ]) {
    cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated${path.sep}`) && !source.endsWith(`${path.sep}generated`),
    });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const [file, text] of Object.entries(changed)) writeFileSync(path.join(dir, file), text);
  const started = Date.now();
  const env = { ...process.env, SITE_BUILD_DIR: "build-edit", SITE_BUILD_ROUTES: routes.join(",") };
  for (const [command, args] of [
    ["node", ["scripts/content-compile.mjs"]],
    ["node", ["scripts/astro-build.mjs", "--mode", "e2e"]],
  ] as const) {
    const result = spawnSync(command, args, { cwd: dir, env, encoding: "utf8", timeout: COPY_BUILD_LIMIT_MS });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { client: path.join(dir, "build-edit", "client"), ms: Date.now() - started, dir };
}

test.describe("the content editor, on its own origin", () => {
  test("a price and an article's title saved in the editor are the files the build reads, and the public pages show them", async ({
    page,
    editor,
  }) => {
    // Each edit is a save in the editor and a page read back. The copy's content compile and partial
    // build (63 s at load 8, 226 s at load 38 on the two shared cores) is added once it has run.
    test.setTimeout(OPEN_EDITOR_MS + allowanceFor(EDITS.length * 2, INPUT_ROUND_MS));
    await openEditor(page, editor);
    const changed: Record<string, string> = {};
    for (const edit of EDITS) {
      await fillEdit(page, editor, edit);
      const before = readFileSync(path.join(root, edit.file), "utf8");
      const saved = await saveAndRead(page, edit.file, before, String(edit.value));
      // Only the field changed; the file keeps every other field as it was.
      if (edit.file.endsWith(".json")) expect(JSON.parse(saved)).toEqual({ ...JSON.parse(before), [edit.field]: edit.value });
      else expect(frontMatterAndBody(saved)).toEqual({ ...frontMatterAndBody(before), title: edit.value });
      changed[edit.file] = saved;
    }

    const routes = [...new Set(EDITS.flatMap((edit) => edit.routes))];
    const build = buildCopy(changed, routes);
    console.log(`editor-saves-built.spec: content compile + build of ${routes.join(", ")} took ${(build.ms / 1000).toFixed(1)} s`);
    test.setTimeout(test.info().timeout + build.ms);
    const config = JSON.parse(readFileSync(path.join(build.client, "..", "serve.json"), "utf8"));
    const server = createSiteServer({ root: build.client, config });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const edit of EDITS) {
        await page.goto(`http://127.0.0.1:${port}${edit.page}`);
        await expect(page.getByText(edit.shows).first(), edit.page).toBeVisible();
      }
    } finally {
      server.close();
      server.closeAllConnections();
      rmSync(build.dir, { recursive: true, force: true });
    }
  });
});
