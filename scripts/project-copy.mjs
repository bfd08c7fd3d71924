// What the whole-menu benchmarks (scripts/bench-menu.mjs, scripts/bench-editor.mjs) share: a command run
// and timed, and a copy of the project to import a synthetic price list into.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";

/** Runs a command to its end; its seconds and output, or an error with the end of what it printed. */
export function run(command, commandArgs, cwd, env = {}) {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 1 << 28 });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`${command} ${commandArgs.join(" ")} failed in ${cwd}`);
  }
  return { seconds: (performance.now() - started) / 1000, output: result.stdout };
}

/** The project's own files at `root` (tracked and new, not ignored, no tests) copied into `dir`, node_modules linked; how many. */
export function copyProject(root, dir) {
  const listed = run("git", ["ls-files", "-co", "--exclude-standard", "-z"], root);
  const files = listed.output.split("\0").filter((file) => file && !file.startsWith("tests/") && existsSync(path.join(root, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(dir, file));
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return files.length;
}
