// Compiles content/<locale>/ (the content files the lab's staff edit at /admin, docs/editing.md) into
// content/generated/<locale>/<collection>.json, which the site's content modules import, each with
// its type beside it (<collection>.d.json.ts, content/compiler/declarations.ts). Every
// file is validated against its collection's zod schema first: on any problem it prints the file, the
// field, what is wrong and what is allowed, writes nothing and exits 1, so the build stops and the
// previous deployment stays live. Run by every npm script that builds, type-checks or tests.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Compiles every locale; returns the problem message, or nothing when all is well. */
export async function compileAllContent({
  contentRoot = root,
  outDir = path.join(root, "content/generated"),
  today = new Date().toISOString().slice(0, 10),
  quiet = false,
} = {}) {
  const { module: source } = await runnerImport(path.join(root, "content/compiler/index.ts"), { configFile: false, logLevel: "error" });
  const messages = [];
  const written = [];
  const untranslated = [];
  // A fact wrong in an English file is wrong in its every language's twin too (the twin takes its facts):
  // said once, on the English file, where it is mended.
  const englishProblems = new Set();
  const sameIn = (problem) => `${problem.file.replace(/^content\/[^/]+\//, "")}|${problem.field}|${problem.problem}`;
  for (const locale of source.locales) {
    const result = source.compileContent({ root: contentRoot, locale, collections: source.collections, today });
    if (!result.ok) {
      const own = result.problems.filter((problem) => !englishProblems.has(sameIn(problem)));
      if (locale === source.locales[0]) for (const problem of result.problems) englishProblems.add(sameIn(problem));
      if (own.length > 0) messages.push(source.problemsMessage(own));
      continue;
    }
    written.push([locale, result.outputs]);
    untranslated.push(...result.untranslated);
  }
  if (messages.length > 0) return messages.join("\n");
  // Not a failure: a test imported without its Hindi words shows in English on its Hindi page (docs/editing.md).
  if (untranslated.length > 0 && !quiet)
    console.log(
      `${untranslated.length} ${untranslated.length === 1 ? "file has" : "files have"} no translation yet; their pages show the English words:\n${untranslated
        .slice(0, 20)
        .map((file) => `  - ${file}`)
        .join("\n")}${untranslated.length > 20 ? `\n  … and ${untranslated.length - 20} more` : ""}`,
    );
  rmSync(outDir, { recursive: true, force: true });
  for (const [locale, outputs] of written) {
    mkdirSync(path.join(outDir, locale), { recursive: true });
    for (const [name, value] of outputs) writeFileSync(path.join(outDir, locale, `${name}.json`), `${JSON.stringify(value, null, 1)}\n`);
    // Each JSON's type, from its collection's definition: the content modules import the JSON without a cast.
    for (const [file, text] of source.declarationsOf(outputs, source.collections)) writeFileSync(path.join(outDir, locale, file), text);
  }
  // The editor's fields, from the same schemas (content/compiler/editor-config.ts): /admin imports it.
  writeFileSync(
    path.join(outDir, "editor-config.json"),
    `${JSON.stringify(source.editorBaseConfig(source.collections, source.locales), null, 1)}\n`,
  );
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = await compileAllContent();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
