// Runs the steps of `npm test` (scripts/test.mjs) and `npm run test:e2e` (scripts/e2e.mjs) as a graph:
// a step starts as soon as the steps it needs have passed, beside whatever else is running, up to
// `slots` at a time (two cores: a step marked `light` mostly waits and takes no slot). Steps start in
// the order they are listed, so the list puts the longest chain first (docs/decisions/049-test-pipeline.md).
// Output stays readable: one running step at a time prints live; the others' output is kept and printed
// whole, under the step's name, when it ends (or when it takes its turn to print live). The first step
// that fails is named with its exit code, the running ones are stopped, and that exit code is returned;
// the steps left unrun are named too. A table of every step's start and wall time closes the run.
import { spawn } from "node:child_process";

/** @typedef {{ name: string, command: string[], needs?: string[], light?: boolean, env?: Record<string, string> }} Step */

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = () => new Date().toISOString().slice(11, 19);
const rule = (text) => `\n━━ ${text} ${"━".repeat(Math.max(3, 96 - text.length))}\n`;

/**
 * Runs `steps` (see Step) with `env`; resolves to the exit code: 0 when every step passed, else the
 * first failed step's.
 * @param {Step[]} steps
 * @param {{ env: NodeJS.ProcessEnv, slots?: number, title?: string }} options
 */
export function runSteps(steps, { env, slots = 2, title = "npm test" }) {
  const known = new Set(steps.map((step) => step.name));
  for (const step of steps)
    for (const need of step.needs ?? []) if (!known.has(need)) throw new Error(`test-runner: ${step.name} needs unknown step ${need}`);
  const colour = process.stdout.isTTY && !("NO_COLOR" in env) && !("FORCE_COLOR" in env) ? { FORCE_COLOR: "1" } : {};
  const began = Date.now();
  /** @type {Map<string, { step: Step, child: import("node:child_process").ChildProcess, output: string[], start: number }>} */
  const running = new Map();
  /** @type {Map<string, { start: number, end: number, outcome: string }>} */
  const finished = new Map();
  let live = /** @type {string | undefined} */ (undefined);
  let failure = /** @type {{ name: string, code: number } | undefined} */ (undefined);

  return new Promise((resolve) => {
    // Whether the terminal's last line is complete: a notice never lands in the middle of a live line.
    let atLineStart = true;
    const write = (text) => {
      if (text.length === 0) return;
      process.stdout.write(text);
      atLineStart = text.endsWith("\n");
    };
    const notice = (text) => write(`${atLineStart ? "" : "\n"}${text}\n`);
    const header = (step) => rule(`${step.name}: ${step.command.join(" ")}`);

    function takeTurn() {
      if (live !== undefined && running.has(live)) return;
      const next = [...running.values()].sort((a, b) => a.start - b.start)[0];
      live = next?.step.name;
      if (!next) return;
      write(header(next.step) + next.output.join(""));
      next.output.length = 0;
    }

    function start(step) {
      const child = spawn(step.command[0], step.command.slice(1), {
        env: { ...env, ...colour, ...step.env },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, so that stopping it stops what it started (servers, browsers).
        detached: true,
      });
      const entry = { step, child, output: [], start: Date.now() };
      running.set(step.name, entry);
      const beside = [...running.keys()].filter((name) => name !== step.name);
      if (live !== undefined)
        notice(
          `   ▸ ${clock()} ${step.name} started${beside.length ? ` (beside ${beside.join(", ")})` : ""}; its output follows when it ends`,
        );
      const keep = (chunk) => (live === step.name ? write(chunk.toString()) : entry.output.push(chunk.toString()));
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      child.on("error", (error) => entry.output.push(`${error.message}\n`));
      child.on("close", (code, signal) => ended(entry, code ?? (signal ? 128 + 15 : 1), signal));
      takeTurn();
    }

    function ended(entry, code, signal) {
      const { step } = entry;
      running.delete(step.name);
      const took = seconds(Date.now() - entry.start);
      const stopped = failure !== undefined && code !== 0;
      const outcome = code === 0 ? "passed" : stopped ? "stopped" : `FAILED (exit ${code}${signal ? `, ${signal}` : ""})`;
      finished.set(step.name, { start: entry.start, end: Date.now(), outcome });
      if (live !== step.name && !stopped) write(header(step) + entry.output.join(""));
      if (live === step.name) live = undefined;
      if (!stopped) write(rule(`${step.name} ${outcome} in ${took} (${clock()})`));
      if (code !== 0 && failure === undefined) {
        failure = { name: step.name, code };
        stopAll();
      }
      if (failure === undefined) {
        takeTurn();
        launchReady();
      }
      if (running.size === 0) finish();
    }

    function launchReady() {
      for (const step of steps) {
        if (running.has(step.name) || finished.has(step.name)) continue;
        if (!(step.needs ?? []).every((need) => finished.get(need)?.outcome === "passed")) continue;
        const busy = [...running.values()].filter((entry) => !entry.step.light).length;
        if (!step.light && busy >= slots) continue;
        start(step);
      }
    }

    function stopAll() {
      const names = [...running.keys()];
      if (names.length) notice(`\n✗ ${failure?.name} failed: stopping ${names.join(", ")}`);
      // SIGINT, as Ctrl-C would: Playwright then stops the web server it started, which SIGTERM leaves
      // running on its port (found when a stopped suite's server kept the next run from starting).
      for (const { child } of running.values()) signalGroup(child, "SIGINT");
      // What does not stop within 5 s is killed.
      setTimeout(() => {
        for (const { child } of running.values()) signalGroup(child, "SIGKILL");
      }, 5_000).unref();
    }

    function finish() {
      const rows = steps.map((step) => {
        const done = finished.get(step.name);
        if (!done) return `  ${step.name.padEnd(16)} not run`;
        return `  ${step.name.padEnd(16)} ${`+${seconds(done.start - began)}`.padStart(9)}  ${seconds(done.end - done.start).padStart(8)}  ${done.outcome}`;
      });
      write(`\n${title}: step, start, wall time\n${rows.join("\n")}\n`);
      if (failure) {
        const unrun = steps.filter((step) => !finished.has(step.name)).map((step) => step.name);
        write(`\n✗ ${title} failed at ${failure.name} (exit ${failure.code})${unrun.length ? `; not run: ${unrun.join(", ")}` : ""}\n`);
      } else
        write(`\n✓ ${title}: ${steps.length === 1 ? "its step" : `all ${steps.length} steps`} passed in ${seconds(Date.now() - began)}\n`);
      process.off("SIGINT", interrupted).off("SIGTERM", interrupted);
      resolve(failure ? failure.code : 0);
    }

    // Interrupted (Ctrl-C): the steps' process groups are stopped too, not left running.
    const interrupted = () => {
      for (const { child } of running.values()) signalGroup(child, "SIGINT");
      process.exit(130);
    };
    process.on("SIGINT", interrupted).on("SIGTERM", interrupted);
    launchReady();
    if (running.size === 0) finish();
  });
}

function signalGroup(child, signal) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
