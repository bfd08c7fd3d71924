// The content side of `npm run dev` (scripts/dev.mjs, docs/decisions/050-dev-server-both-languages.md): the
// content compile (scripts/content-compile.mjs) into a folder of its own, then its output moved into the
// generated folder the content modules import, a changed file at a time, each by a rename, so the dev servers
// never read a half-written file; a compile with a problem publishes nothing and the last good output stays.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  watch,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileAllContent } from "./content-compile.mjs";
import { LOCALES } from "./locale-modules.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The folders dev reads and writes, named here once (relative to the project's root). */
export const DEV_FOLDERS = {
  /** What the content compile writes and the content modules import. */
  generated: "content/generated",
  /** The content files of each language, watched. */
  contentOf: (locale) => `content/${locale}`,
  /** The compiler's own sources and the collections' schemas and definitions, watched too: a change to a schema recompiles. */
  code: ["content/compiler", "content/collections"],
};

const PART_SUFFIX = ".dev-part";

/** Every file under `dir`, as paths relative to it ("en/catalogue.json"). */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Makes `toDir` hold what `fromDir` holds: each new or changed file copied beside its target first, then all
 * of them renamed into place (a rename replaces a file whole), then the files `fromDir` no longer has removed.
 * Returns the files it changed, sorted.
 */
export function publishFolder(fromDir, toDir) {
  const wanted = filesUnder(fromDir);
  const changed = wanted.filter((file) => {
    const target = path.join(toDir, file);
    return !existsSync(target) || !readFileSync(target).equals(readFileSync(path.join(fromDir, file)));
  });
  for (const file of changed) {
    mkdirSync(path.dirname(path.join(toDir, file)), { recursive: true });
    copyFileSync(path.join(fromDir, file), path.join(toDir, file + PART_SUFFIX));
  }
  for (const file of changed) renameSync(path.join(toDir, file + PART_SUFFIX), path.join(toDir, file));
  const stale = filesUnder(toDir).filter((file) => !wanted.includes(file));
  for (const file of stale) unlinkSync(path.join(toDir, file));
  return [...changed, ...stale].sort();
}

/** One content compile for dev: true when it published, false (after printing the problem) when it did not. */
export async function compileForDev({ projectRoot = root, log = console } = {}) {
  const staging = mkdtempSync(path.join(tmpdir(), "dev-content-"));
  try {
    const problem = await compileAllContent({ outDir: staging, quiet: true });
    if (problem) {
      // Each language's compile reads the English facts, so one bad English file is often told twice.
      const lines = [...new Set(problem.split("\n"))].join("\n");
      log.error(`\n[dev] content not updated: the last good content stays served.\n${lines}\n`);
      return false;
    }
    const changed = publishFolder(staging, path.join(projectRoot, DEV_FOLDERS.generated));
    log.log(`[dev] content compiled: ${changed.length === 0 ? "nothing changed" : changed.join(", ")}`);
    return true;
  } catch (error) {
    log.error(`\n[dev] the content compile failed; the last good content stays served.\n${error instanceof Error ? error.stack : error}\n`);
    return false;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Watches every language's content folder, the compiler and the collections; `onChange(file)` on each change. Each folder is
 * watched itself (Node's recursive watch on Linux loses a file that an editor replaces by a rename), and a
 * folder added later is picked up on the next change. Returns a stop function.
 */
export function watchContent(onChange, { projectRoot = root } = {}) {
  const watchers = new Map();
  const watchTree = (folder) => {
    if (!existsSync(path.join(projectRoot, folder))) {
      watchers.get(folder)?.close();
      watchers.delete(folder);
      return;
    }
    if (!watchers.has(folder))
      watchers.set(
        folder,
        watch(path.join(projectRoot, folder), (_event, file) => {
          onChange(path.join(folder, String(file ?? "")));
          watchTree(folder);
        }),
      );
    for (const entry of readdirSync(path.join(projectRoot, folder), { withFileTypes: true }))
      if (entry.isDirectory()) watchTree(path.join(folder, entry.name));
  };
  for (const folder of [...LOCALES.map(DEV_FOLDERS.contentOf), ...DEV_FOLDERS.code]) watchTree(folder);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
  };
}
