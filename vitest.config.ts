import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin is for app builds, not for unit tests.
export default defineConfig({
  // The one path alias, "~/*" → app/*, is declared in tsconfig.json; Vite reads it from there.
  resolve: { tsconfigPaths: true },
  test: {
    globals: true,
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs", "tests/search/**/*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
