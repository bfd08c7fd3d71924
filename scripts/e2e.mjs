// `npm run test:e2e [-- playwright args]`: the content compile, then the test builds of the site and of
// the content editor side by side, then the browser suites (scripts/test-e2e-steps.mjs says which, in
// what order, and what each runs against). Spec paths pick the suite: only tests/e2e/… runs the first, only
// tests/cdn/… the second, only tests/cms-auth/… the third; no path runs all three; other arguments go to
// Playwright. E2E_SKIP_BUILD=1 reuses the last test build. One suite's output prints live, the others'
// when they end (scripts/test-runner.mjs).
import { e2eEnv, e2eSteps } from "./test-e2e-steps.mjs";
import { runSteps } from "./test-runner.mjs";

const { base, added } = e2eEnv();
const build = process.env.E2E_SKIP_BUILD !== "1";
const suites = e2eSteps(process.argv.slice(2), { added, build, buildNeeds: ["content"] });
const needsContent = suites.some((step) => step.needs?.includes("content"));
const content = { name: "content", command: ["node", "scripts/content-compile.mjs"] };
process.exit(await runSteps(needsContent ? [content, ...suites] : suites, { env: base, title: "npm run test:e2e" }));
