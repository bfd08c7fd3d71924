import os from "node:os";

// How much slower than idle this run's machine is, read once when the run starts (the load average of
// the last minute, per core): the factor every time allowance of the browser suites is multiplied by
// (docs/decisions/048-browser-suite-time.md; the unit tests too, vitest.config.ts). Decision 020's figures (30 s a test, 10 s a page load)
// held up to a load of about 8 on the two shared cores; past that each runnable process per core
// slows every test further. So: 1 up to four runnable processes per core, then growing with the
// load, at most 3. An idle run keeps the tight allowances and fails fast on a real hang.

const LOAD_PER_CORE_AT_FULL_SPEED = 4;
const MOST_SLOWNESS = 3;
/** Set by the first process that reads it (the test runner), so its workers use the same figure. */
const SLOWNESS_ENV = "MACHINE_SLOWNESS";

function measuredSlowness(): number {
  const loadPerCore = os.loadavg()[0]! / Math.max(1, os.cpus().length);
  return Math.min(MOST_SLOWNESS, Math.max(1, loadPerCore / LOAD_PER_CORE_AT_FULL_SPEED));
}

/** This run's slowness factor (1 on an idle machine, up to 3). */
export function machineSlowness(): number {
  const fixed = Number(process.env[SLOWNESS_ENV]);
  if (fixed >= 1) return fixed;
  const slowness = Math.round(measuredSlowness() * 100) / 100;
  process.env[SLOWNESS_ENV] = String(slowness);
  return slowness;
}

/** An allowance measured on the machine at full speed, grown with this run's slowness. */
export function scaled(ms: number): number {
  return Math.round(ms * machineSlowness());
}
