import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./scripts/find-chromium.mjs";

// Run through `npm run test:e2e`, which builds the site and finds Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The specs that slow their page down like a phone (CDP: 4x CPU, slow 4G; scripts/phone-profile.mjs) depend
// on timing: they run after the others, one at a time, so that a busy machine's other browser tests
// (axe on every page) do not starve the page they measure. They are the window before hydration
// (pre-hydration), shared links without layout shift (deep-links) and the phone bar's one tap to a
// booking (phone-booking), and typing through an island's hydration (typing-through-hydration). Alone: `npm run test:e2e -- --project slow-phone --no-deps
// tests/e2e/pre-hydration.spec.ts`.
const PHONE_THROTTLED = /(pre-hydration|typing-through-hydration|deep-links|phone-booking)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: "site", testIgnore: PHONE_THROTTLED },
    { name: "slow-phone", testMatch: PHONE_THROTTLED, dependencies: ["site"], workers: 1 },
  ],
  webServer: {
    command: "node scripts/start.mjs --no-build --build-dir build-e2e",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
