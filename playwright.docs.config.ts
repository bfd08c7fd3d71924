import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testBrowserPath } from "#scripts/find-chromium.mjs";

// The staff guide's pictures of the content editor (docs/images/editing/, docs/editing.md): not a test
// suite, run on purpose through `npm run docs:screenshots` (scripts/doc-screenshots.mjs), which builds the
// editor with the test settings first. The spec serves that build itself (tests/e2e/editor-setup.ts).
const executablePath = testBrowserPath();

export default defineConfig({
  testDir: "tests/doc-screenshots",
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    // The width and height of the guide's pictures.
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
});
