// `npm test`: what `npm run typecheck`, `npm run lint`, `npm run test:unit` and `npm run test:e2e` run,
// as one graph of steps (scripts/test-runner.mjs) instead of one after the other: the content is
// compiled once; the test builds start at once, the site's and the editor's side by side; the site's
// browser suite starts as soon as they are done, and the checks run beside it on the other core
// (docs/decisions/049-test-pipeline.md). The lint and typecheck commands are read from package.json,
// so they stay defined once. The first failing step stops the run with its exit code.
import { readFileSync } from "node:fs";
import { e2eEnv, e2eSteps } from "./test-e2e-steps.mjs";
import { runSteps } from "./test-runner.mjs";

const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const CONTENT = "npm run content";

/** A package.json script's commands, split at `&&`, without the content compile this run does once. */
function commandsOf(script) {
  return scripts[script]
    .split("&&")
    .map((command) => command.trim())
    .filter((command) => command !== CONTENT);
}

/** A command of package.json as a step: its tool from node_modules/.bin, as npm runs it. */
function stepOf(name, command, extra = {}) {
  const [tool, ...args] = command.split(/\s+/);
  return { name, command: tool === "node" ? [tool, ...args] : ["npx", "--no-install", tool, ...args], needs: ["content"], ...extra };
}

const { base, added } = e2eEnv();
// The unit tests' global setup skips its content compile when this run has done it (vitest.global-setup.ts).
const env = { ...base, CONTENT_COMPILED: "1" };
const [typecheck, ...typecheckRest] = commandsOf("typecheck");
const lint = commandsOf("lint");
const lintTool = (tool) => lint.find((command) => command.includes(tool));
const [e2eBuildSite, e2eBuildEditor, ...suites] = e2eSteps([], { added, buildNeeds: ["content"] });
if (typecheckRest.length > 0 || lint.length !== 4 || commandsOf("test:unit").length !== 1)
  throw new Error("scripts/test.mjs: package.json's typecheck, lint or test:unit changed shape; update the steps here.");

// In the order they claim the two cores (scripts/test-runner.mjs): the builds and the browser suites are
// the longest chain, so the site suite starts the moment the builds are done; the sign-in worker's suite
// needs no build and runs at the start; the checks fill the other core, one at a time.
const suite = (name) => suites.filter((step) => step.name === name);
const steps = [
  { name: "content", command: ["node", "scripts/content-compile.mjs"] },
  ...suite("e2e-auth"),
  e2eBuildSite,
  e2eBuildEditor,
  ...suite("e2e-site"),
  stepOf("typecheck", typecheck),
  stepOf("eslint", lintTool("eslint")),
  // One worker, not one a core (vitest.config.ts): the site suite has the two cores' lion's share.
  stepOf("unit", `${commandsOf("test:unit")[0]} --maxWorkers 1`),
  stepOf("prettier", lintTool("prettier")),
  stepOf("knip", lintTool("knip")),
  stepOf("public-files", lintTool("public-files"), { light: true }),
  ...suite("e2e-cdn"),
];
if (!suites.every((step) => steps.includes(step))) throw new Error("scripts/test.mjs: a browser suite is missing from the steps.");
process.exit(await runSteps(steps, { env, title: "npm test" }));
