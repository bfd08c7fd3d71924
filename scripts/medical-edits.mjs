// `node scripts/medical-edits.mjs <base ref> [--repo <checkout>]`: refuses a change to a medical fact
// whose review date was not updated (content/compiler/medical-edits.ts, docs/editing.md). Every
// content file that the checkout (by default this script's own repository) changed since the base is
// compared with its version on the base.
// The rules are always this copy's own (its content/compiler), whatever the checkout holds. CI runs
// the copy of the branch a pull request goes into, from a second checkout of that branch, against the
// pull request's checkout (.github/workflows/ci.yml): a pull request cannot switch off or loosen the
// check it is held to.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const here = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const repoAt = args.indexOf("--repo");
const root = repoAt >= 0 && args[repoAt + 1] ? path.resolve(args[repoAt + 1]) : here;
const base = args.find((arg, i) => !arg.startsWith("--") && (repoAt < 0 || i !== repoAt + 1));
if (!base || (repoAt >= 0 && !args[repoAt + 1])) {
  console.error("Usage: node scripts/medical-edits.mjs <base ref> [--repo <checkout>], e.g. origin/main");
  process.exit(2);
}
const git = (...gitArgs) => execFileSync("git", gitArgs, { cwd: root, encoding: "utf8" });
const changed = git("diff", "--name-only", `${base}...HEAD`, "--", "content/en/", "content/hi/").split("\n").filter(Boolean);
const { module: source } = await runnerImport(path.join(here, "content/compiler/index.ts"), { configFile: false, logLevel: "error" });

const problems = [];
for (const file of changed) {
  const [, locale, ...rest] = file.split("/");
  const within = rest.join("/");
  const collection = source.collections.find((c) =>
    "folder" in c.source ? within.startsWith(`${c.source.folder}/`) : within === c.source.file,
  );
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
console.log(
  `medical-edits (the rules of ${here}): ${changed.length} changed content file${changed.length === 1 ? "" : "s"} in ${root} since ${base}; no medical fact changed without a new review date.`,
);
