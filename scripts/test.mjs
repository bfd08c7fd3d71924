// `npm test`: what `npm run typecheck`, `npm run lint`, `npm run test:unit` and `npm run test:e2e` run,
// as one graph of steps (scripts/test-runner.mjs) instead of one after the other: the content is
// compiled once; the test builds start at once beside the unit tests; the site's browser suite starts
// as soon as both are done, and the other checks run beside it on the other core
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

// In the order they claim the two cores (scripts/test-runner.mjs). The builds and the browser suites are
// the longest chain: the builds start at once, the unit tests beside them; the site suite starts when
// both are done, and typecheck, ESLint, Prettier and knip fill the other core beside it. The unit tests
// are not run beside the browser suite: their typing and timer tests, and the suite's, are timed (on the
// busy machine they failed so). The sign-in worker's suite needs no build and runs at the start.
const suite = (name) => suites.filter((step) => step.name === name);
const [siteSuite] = suite("e2e-site");
const steps = [
  { name: "content", command: ["node", "scripts/content-compile.mjs"] },
  ...suite("e2e-auth"),
  e2eBuildSite,
  // The unit tests the browser suite waits for (decision 049); the tests that start programs (vitest.config.ts,
  // PROCESS_TESTS) run beside the suite instead, one worker on the core the lint leaves free.
  stepOf("unit", `${commandsOf("test:unit")[0]} --project logic --project components`),
  e2eBuildEditor,
  { ...siteSuite, needs: [...(siteSuite.needs ?? []), "unit"] },
  stepOf("typecheck", typecheck),
  stepOf("eslint", lintTool("eslint")),
  stepOf("prettier", lintTool("prettier")),
  stepOf("knip", lintTool("knip")),
  stepOf("unit-processes", `${commandsOf("test:unit")[0]} --project processes --maxWorkers 1`),
  stepOf("public-files", lintTool("public-files"), { light: true }),
  ...suite("e2e-cdn"),
];
if (!suites.every((step) => steps.some((each) => each.name === step.name)))
  throw new Error("scripts/test.mjs: a browser suite is missing from the steps.");
process.exit(await runSteps(steps, { env, title: "npm test" }));
