import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testBrowserPath } from "#scripts/find-chromium.mjs";
import { scaled } from "#tests/machine-slowness.ts";

// The editor's sign-in worker (workers/cms-auth) on Cloudflare's own local runtime: each spec starts
// the Worker with wrangler's API (workerd, local only) beside a fake GitHub and a fake site, all on
// 127.0.0.1 (tests/cms-auth/). It needs no site build: `npm test` runs it from the start, beside the
// test builds; alone, `npm run test:auth`.
const executablePath = testBrowserPath();

export default defineConfig({
  testDir: "tests/cms-auth",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // No retries; allowances grow with the machine's slowness (tests/machine-slowness.ts).
  retries: 0,
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
});
