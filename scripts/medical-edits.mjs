// `node scripts/medical-edits.mjs <base ref>`: refuses a change to a medical fact whose review date
// was not updated (app/content/source/medical-edits.ts, docs/editing.md). CI runs it on a pull request
// against the branch it goes into (.github/workflows/ci.yml); every content file the branch changed is
// compared with its version on the base.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const base = process.argv[2];
if (!base) {
  console.error("Usage: node scripts/medical-edits.mjs <base ref>, e.g. origin/main");
  process.exit(2);
}
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" });
const changed = git("diff", "--name-only", `${base}...HEAD`, "--", "content/").split("\n").filter(Boolean);
const { module: source } = await runnerImport(path.join(root, "app/content/source/index.ts"), { configFile: false, logLevel: "error" });

const problems = [];
for (const file of changed) {
  const [, locale, ...rest] = file.split("/");
  const within = rest.join("/");
  const collection = source.collections.find((c) => ("folder" in c.source ? within.startsWith(`${c.source.folder}/`) : within === c.source.file));
  if (!collection || !existsSync(path.join(root, file)) || !locale) continue;
  let before;
  try {
    before = source.parseContentFile(file, git("show", `${base}:${file}`));
  } catch {
    continue; // a new file: its review is checked like any other
  }
  const after = source.parseContentFile(file, readFileSync(path.join(root, file), "utf8"));
  // A translation's medical words are reviewed with the English file, which holds the review date.
  const english = `content/en/${within}`;
  const reviewed =
    locale === "en" || !existsSync(path.join(root, english))
      ? undefined
      : {
          before: (() => {
            try {
              return source.parseContentFile(english, git("show", `${base}:${english}`));
            } catch {
              return undefined;
            }
          })(),
          after: source.parseContentFile(english, readFileSync(path.join(root, english), "utf8")),
        };
  problems.push(...source.medicalEditsWithoutReview(collection, file, before, after, reviewed));
}
if (problems.length > 0) {
  console.error(source.problemsMessage(problems));
  process.exit(1);
}
console.log(`medical-edits: ${changed.length} changed content file${changed.length === 1 ? "" : "s"} since ${base}; no medical fact changed without a new review date.`);
