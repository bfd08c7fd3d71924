import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, fullBrowserPath, testBrowserPath } from "#scripts/find-chromium.mjs";
import { machineSlowness, scaled } from "#tests/machine-slowness.ts";

// Run through `npm run test:site` (after `npm run build:e2e`), which finds Debian's Chromium (scripts/with-test-browsers.mjs).
const port = Number(process.env.E2E_PORT ?? 4173);
// The tests run in Chromium's headless shell when the run found one (decision 051); a test of what only
// the full browser does is tagged @full-browser and runs in it (CHROMIUM_PATH): Chromium handing a
// mailto: link to the system's mail program.
const executablePath = testBrowserPath();
const FULL_BROWSER = /@full-browser/;
// Traces are recorded where someone can open them: not in CI (below).
const RECORD_TRACES = !process.env.CI;
const fullBrowser = { executablePath: fullBrowserPath(), args: CHROMIUM_FLAGS };
// The specs that slow their page down like a phone (CDP: 4x CPU, slow 4G; scripts/phone-profile.mjs): the
// window before hydration (pre-hydration), shared links without layout shift (deep-links), the phone
// bar's one tap to a booking (phone-booking) and typing through an island's hydration
// (typing-through-hydration). They run after the other specs: run beside them, and beside the type check
// and lint that `npm test` runs at the suite's start, a throttled page once took over 21 s to hydrate
// (decision 048). One at a time, in the full Chromium, as they were written: two at a time, a throttled
// /find-test page once painted nothing for 30 s, in the headless shell and in the full browser (decision 051).
// Their allowances grow with the machine's slowness like every other. Alone:
// `npm run test:site -- --project slow-phone --no-deps tests/e2e/pre-hydration.spec.ts`.
const PHONE_THROTTLED = /(pre-hydration|typing-through-hydration|deep-links|phone-booking)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  // A test passes on its first attempt or fails: a retry would hide a flaky one.
  retries: 0,
  // Decision 020's figures, grown with the machine's slowness when the run starts (1 when idle).
  timeout: scaled(30_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: each action's DOM snapshot, the network and the console, and a
    // screenshot of the end. Not the trace's filmstrip, which cost a quarter of the CPU of eight
    // action-heavy specs (91 CPU-s without it, 120 with, 70 with no trace at all; decision 052); the
    // throttled specs keep it. In CI (CI set) none is recorded: CI keeps only the run's log, so a trace
    // there is CPU spent on a file nobody opens (decision 070); a failure's log names the test, the
    // expected and received values and the line.
    trace: RECORD_TRACES ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "site", testIgnore: PHONE_THROTTLED, grepInvert: FULL_BROWSER },
    { name: "full-browser", grep: FULL_BROWSER, use: { launchOptions: fullBrowser } },
    // Their failures are about what a phone paints and when: their traces keep the filmstrip.
    {
      name: "slow-phone",
      testMatch: PHONE_THROTTLED,
      dependencies: ["site"],
      workers: 1,
      use: { launchOptions: fullBrowser, trace: RECORD_TRACES ? "retain-on-failure" : "off" },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs --no-build --build-dir build-e2e",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: scaled(60_000),
  },
  metadata: { machineSlowness: machineSlowness() },
});
