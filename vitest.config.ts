import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";
import { configDefaults, type TestProjectConfiguration } from "vitest/config";
import { languageCondition } from "#scripts/language-condition.mjs";
import { scaled } from "#tests/machine-slowness.ts";

/**
 * The rules, content and script tests need no DOM and run in plain Node (a jsdom for each of their files
 * was half the unit run's time); the component tests (*.test.tsx) get jsdom and Testing Library.
 * Exported for scripts/content-gate-runners.test.mjs, which reads every project's include.
 */
/**
 * The tests that start programs or compile a whole copy of the content (git repositories in a temporary
 * folder, the import, the review sheet, the guides' PDFs): a third of the unit tests' time, and none of it
 * timed. `npm test` runs them as a step of their own beside the browser suite, on the core the lint leaves
 * free, so the suite does not wait for them (docs/decisions/049-test-pipeline.md).
 */
const PROCESS_TESTS = [
  "scripts/menu-csv.test.mjs",
  "scripts/price-list-gate.test.mjs",
  "scripts/review-sheet.test.mjs",
  "scripts/download-pdfs.test.mjs",
  "scripts/content-gate.integration.test.mjs",
  "scripts/audit.run.test.mjs",
  "scripts/content-compile.test.mjs",
  "content/compiler/content-files.test.ts",
  "content/compiler/site-files.test.ts",
  "scripts/dev.run.test.mjs",
];

/** Tests of the Hindi build's modules (`*.hi.test.ts`, `*.hi.test.tsx`), in the project "hindi" only. */
const HINDI_TESTS = "app/**/*.hi.test.{ts,tsx}";

export const projects = [
  {
    extends: true,
    test: {
      name: "logic",
      environment: "node",
      // One module registry per worker, not per file: these tests keep no state in a module between
      // files (they passed in three shuffled orders), and re-importing for each file took a fifth of the unit
      // run (42 s against 35 s idle). The component tests stay isolated: jsdom's page and the search's
      // loaded index carry over from one file to the next (three failures in shuffled orders).
      isolate: false,
      // Vitest's 5 s, grown with the machine's slowness when the run starts (decision 048): the
      // whole-content compiles and the guides' PDFs take about a second idle and over 5 s at load 20.
      testTimeout: scaled(5_000),
      // Never content/en/ or content/hi/: those folders are the editor's data, and a test file there
      // would be code an editor's pull request could run (docs/decisions/053-content-gate.md;
      // scripts/content-gate-runners.test.mjs holds every runner to it).
      include: [
        "app/**/*.test.ts",
        "content/*.test.ts",
        "content/compiler/**/*.test.ts",
        "content/collections/**/*.test.ts",
        "scripts/**/*.test.mjs",
        "tests/search/**/*.test.ts",
        "workers/**/*.test.ts",
      ],
      exclude: [...configDefaults.exclude, ...PROCESS_TESTS, HINDI_TESTS],
    },
  },
  {
    extends: true,
    test: {
      name: "processes",
      environment: "node",
      // They run beside the browser suite, one at a time: a Hindi guide's PDF, under a second alone, took
      // over 5 s there (2026-12-07). An allowance for the work, not a limit any of them is held to.
      testTimeout: scaled(30_000),
      // Their hooks make and remove copies of the project: under load a removal took over 10 s (2026-12-07).
      hookTimeout: scaled(30_000),
      include: PROCESS_TESTS,
    },
  },
  {
    extends: true,
    test: {
      name: "components",
      environment: "jsdom",
      // A component test renders whole pages in jsdom, once per key it types: the find-test typing
      // tests took 4.3–5.2 s on the two-core machine with other test runs beside them (load 18),
      // past Vitest's default 5 s; about a second when it is idle (decision 018).
      testTimeout: scaled(15_000),
      include: ["app/**/*.test.tsx"],
      exclude: [...configDefaults.exclude, HINDI_TESTS],
      setupFiles: ["./vitest.setup.ts"],
    },
  },
  {
    // The Hindi build's modules: #words/… and #content/generated/… resolved with the condition "hi", as the
    // Hindi build resolves them (docs/decisions/066-language-as-an-import-condition.md). The other projects see English.
    extends: true,
    plugins: [languageCondition("hi")],
    test: {
      name: "hindi",
      environment: "jsdom",
      testTimeout: scaled(15_000),
      include: [HINDI_TESTS],
      setupFiles: ["./vitest.setup.ts"],
    },
  },
] satisfies TestProjectConfiguration[];

// Astro's own Vite settings for the unit tests (astro.config.ts: React's JSX; the "#app/*", "#content/*"
// and "#words/*" imports are package.json's, which Vite resolves itself), as Astro documents for Vitest.
export default getViteConfig({
  test: {
    globals: true,
    // The content modules import what scripts/content-compile.mjs writes from content/ (docs/editing.md).
    globalSetup: ["./vitest.global-setup.ts"],
    restoreMocks: true,
    // In CI each run takes its own order of files and of the tests in them, so a test that leans on another's
    // leftovers (the logic project shares one module registry per worker, docs/decisions/052-the-same-checks-with-less-cpu.md)
    // fails there instead of passing by its place. Vitest prints the run's seed; `--sequence.shuffle --sequence.seed=N`
    // repeats the order. Locally the order stays fixed.
    sequence: { shuffle: !!process.env.CI },
    // A worker per core: Vitest's default for a run is one fewer, a single worker on the two-core machine
    // (docs/decisions/049-test-pipeline.md).
    maxWorkers: availableParallelism(),
    projects,
  },
});
