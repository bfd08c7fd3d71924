import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testBrowserPath } from "#scripts/find-chromium.mjs";
import { scaled } from "#tests/machine-slowness.ts";

// The deploy recipe on Cloudflare's own runtime: `wrangler pages dev` (workerd) serves the test build
// with its _headers and _redirects (tests/cdn/), and a second one the content editor's own build.
// `npm start` runs beside them, so the two servers' headers can be compared URL by URL. Run after the
// site suite by `npm test`; alone, after `npm run build:e2e`: `npm run test:cdn`.
const cdnPort = Number(process.env.E2E_CDN_PORT ?? 8788);
const inspectorPort = Number(process.env.E2E_CDN_INSPECTOR_PORT ?? 9230);
const localPort = Number(process.env.E2E_PORT ?? 4173);
// The content editor's own build on a second `wrangler pages dev`, as its own Pages project
// (tests/cdn/editor.spec.ts); its ports are the CDN's plus 1000 unless set.
const editorCdnPort = Number(process.env.E2E_EDITOR_CDN_PORT ?? cdnPort + 1000);
const editorInspectorPort = Number(process.env.E2E_EDITOR_CDN_INSPECTOR_PORT ?? inspectorPort + 1000);
process.env.E2E_EDITOR_CDN_PORT = String(editorCdnPort);
const executablePath = testBrowserPath();

export default defineConfig({
  testDir: "tests/cdn",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  // No retries; allowances grow with the machine's slowness (tests/machine-slowness.ts).
  retries: 0,
  timeout: scaled(60_000),
  expect: { timeout: scaled(7_000) },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${cdnPort}`,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
  },
  webServer: [
    {
      command: `node scripts/preview-cdn.mjs --dir build-e2e/client --port ${cdnPort} --inspector-port ${inspectorPort}`,
      url: `http://127.0.0.1:${cdnPort}/`,
      reuseExistingServer: false,
      timeout: scaled(90_000),
    },
    {
      command: `node scripts/preview-cdn.mjs --dir build-e2e/editor/client --port ${editorCdnPort} --inspector-port ${editorInspectorPort} --state editor`,
      url: `http://127.0.0.1:${editorCdnPort}/`,
      reuseExistingServer: false,
      timeout: scaled(90_000),
    },
    {
      command: "node scripts/start.mjs --no-build --build-dir build-e2e",
      url: `http://127.0.0.1:${localPort}/`,
      env: { PORT: String(localPort), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: scaled(60_000),
    },
  ],
});
