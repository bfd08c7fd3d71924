import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runSteps } from "./test-runner.mjs";

/** A step running a line of Node: prints `say`, waits `ms`, exits with `code`. */
function step(name, { say = name, ms = 0, code = 0, needs = [] } = {}) {
  const script = `console.log(${JSON.stringify(say)}); setTimeout(() => process.exit(${code}), ${ms});`;
  return { name, command: [process.execPath, "-e", script], needs };
}

/** Runs the steps with the terminal's output captured; resolves to the exit code and the output. */
async function run(steps, slots = 2) {
  const printed = [];
  vi.spyOn(process.stdout, "write").mockImplementation((text) => printed.push(String(text)) > 0);
  const code = await runSteps(steps, { env: { ...process.env, NO_COLOR: "1" }, slots, title: "trial" });
  vi.restoreAllMocks();
  return { code, output: printed.join("") };
}

afterEach(() => vi.restoreAllMocks());

describe("runSteps", () => {
  it("runs a step after the ones it needs, and each step's output under its own name", async () => {
    const { code, output } = await run([
      step("first", { say: "one", ms: 300 }),
      step("beside", { say: "two", ms: 50 }),
      step("after", { say: "three", needs: ["first"] }),
    ]);
    expect(code).toBe(0);
    const at = (text) => output.indexOf(text);
    expect(at("first: ")).toBeLessThan(at("one"));
    expect(at("beside: ")).toBeLessThan(at("two"));
    expect(at("first passed")).toBeLessThan(at("after: "));
    expect(at("after: ")).toBeLessThan(at("three"));
    expect(output).toContain("✓ trial: all 3 steps passed");
  });

  it("returns the failed step's exit code, stops the running ones and names those never run", async () => {
    const started = Date.now();
    const { code, output } = await run([
      step("slow", { ms: 20_000 }),
      step("broken", { ms: 100, code: 3 }),
      step("later", { needs: ["broken"] }),
    ]);
    expect(code).toBe(3);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(output).toContain("broken FAILED (exit 3)");
    expect(output).toContain("✗ broken failed: stopping slow");
    expect(output).toContain("✗ trial failed at broken (exit 3); not run: later");
  });

  it("stops a running step as Ctrl-C would, so that it can stop what it started (Playwright its web server)", async () => {
    const marker = path.join(mkdtempSync(path.join(tmpdir(), "runner-")), "cleaned-up");
    const cleansUp = `process.on("SIGINT", () => { require("node:fs").writeFileSync(${JSON.stringify(marker)}, "yes"); process.exit(130); }); setTimeout(() => {}, 20000);`;
    const { code } = await run([{ name: "serving", command: [process.execPath, "-e", cleansUp] }, step("broken", { ms: 500, code: 2 })]);
    expect(code).toBe(2);
    expect(existsSync(marker)).toBe(true);
  });

  it("starts no more steps at once than there are slots", async () => {
    const { code, output } = await run([step("a", { ms: 200 }), step("b", { ms: 200 }), step("c")], 1);
    expect(code).toBe(0);
    expect(output.indexOf("a passed")).toBeLessThan(output.indexOf("b: "));
    expect(output.indexOf("b passed")).toBeLessThan(output.indexOf("c: "));
  });
});
