// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { auditScope, BUILD_TOOLS, packagesReachedFrom, readAuditReport } from "./audit.mjs";

// The report's reading and the audit's scope; runAudit with the real npm client: audit.run.test.mjs.

const report = (vulnerabilities, counts) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

describe("readAuditReport", () => {
  it("passes a report without high or critical advisories", () => {
    const outcome = readAuditReport(report({ a: { name: "a", severity: "moderate", via: [] } }, { moderate: 1, total: 1 }));
    expect(outcome.kind).toBe("passed");
  });

  it("fails on a high or critical advisory and names it", () => {
    const outcome = readAuditReport(
      report(
        {
          a: { name: "a", severity: "critical", range: "<2", via: [{ title: "RCE in a", url: "https://advisory/1" }], fixAvailable: true },
          b: { name: "b", severity: "high", range: "*", via: ["a"] },
          c: { name: "c", severity: "low", via: [] },
        },
        { critical: 1, high: 1, low: 1, total: 3 },
      ),
    );
    expect(outcome).toMatchObject({
      kind: "failed",
      findings: [
        { name: "a", severity: "critical", advisories: ["RCE in a (https://advisory/1)"], fixAvailable: true },
        { name: "b", severity: "high", advisories: [], fixAvailable: false },
      ],
    });
  });

  it("says why when there is no report", () => {
    expect(
      readAuditReport(JSON.stringify({ message: "405 Method Not Allowed - POST https://r/-/npm/v1/security/advisories/bulk" })),
    ).toEqual({
      kind: "unavailable",
      reason: "405 Method Not Allowed - POST https://r/-/npm/v1/security/advisories/bulk",
    });
    expect(readAuditReport("", { exitCode: 1, stderr: "npm error code ENOTFOUND\nnpm error network offline" })).toEqual({
      kind: "unavailable",
      reason: "code ENOTFOUND / network offline",
    });
    expect(readAuditReport("not json", { exitCode: 1 }).kind).toBe("unavailable");
  });
});

describe("the audit's scope: production dependencies and the build's tools", () => {
  it("follows dependencies as Node resolves them: the nearest node_modules first", () => {
    const lock = {
      packages: {
        "": { dependencies: { app: "1" }, devDependencies: { builder: "1", tester: "1" } },
        "node_modules/app": { dependencies: { shared: "2" } },
        "node_modules/builder": { dependencies: { shared: "1" }, optionalDependencies: { native: "1" } },
        "node_modules/builder/node_modules/shared": { dependencies: { leaf: "1" } },
        "node_modules/shared": {},
        "node_modules/leaf": {},
        "node_modules/native": { peerDependencies: { absent: "1" } },
        "node_modules/tester": { dependencies: { "test-only": "1", shared: "2" } },
        "node_modules/test-only": {},
      },
    };
    expect([...packagesReachedFrom(lock, ["app", "builder"])].sort()).toEqual([
      "node_modules/app",
      "node_modules/builder",
      "node_modules/builder/node_modules/shared",
      "node_modules/leaf",
      "node_modules/native",
      "node_modules/shared",
    ]);
  });

  it("a serious advisory outside the scope is listed, not failed; inside, it fails", () => {
    const scope = new Set(["node_modules/vite"]);
    const text = report(
      {
        lighthouse: { name: "lighthouse", severity: "high", nodes: ["node_modules/lighthouse"], via: [{ title: "Test-tool hole" }] },
        vite: { name: "vite", severity: "critical", nodes: ["node_modules/vite"], via: [{ title: "Build hole" }] },
      },
      { high: 1, critical: 1, total: 2 },
    );
    expect(readAuditReport(text, { scope })).toMatchObject({
      kind: "failed",
      findings: [{ name: "vite" }],
      outside: [{ name: "lighthouse" }],
    });
    const testOnly = report(
      { lighthouse: { name: "lighthouse", severity: "high", nodes: ["node_modules/lighthouse"], via: [] } },
      { high: 1, total: 1 },
    );
    expect(readAuditReport(testOnly, { scope })).toMatchObject({ kind: "passed", outside: [{ name: "lighthouse" }] });
  });

  it("covers this repository's build tools and production dependencies, not its test tools", () => {
    const scope = auditScope(JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8")));
    for (const name of ["astro", "react-dom", "serve-handler", "vite", "esbuild", "tailwindcss", "pdfkit", "zod", "wrangler", "node"]) {
      expect(scope.has(`node_modules/${name}`), name).toBe(true);
    }
    for (const name of ["lighthouse", "@playwright/test", "vitest", "eslint", "autocannon", "knip"]) {
      expect(scope.has(`node_modules/${name}`), name).toBe(false);
    }
  });

  it("names as build tools exactly the dev dependencies that the build's files import", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    // What `npm run build` runs (docs/scripts.md) and what `npm run preview:cdn` and the worker's deploy run.
    const buildFiles = [
      "astro.config.ts",
      "astro-config/environment.ts",
      "astro-config/static-output.ts",
      "astro-config/language.ts",
      "astro-config/partial-build.ts",
      "astro-config/security-policy.ts",
      "astro-config/bundling.ts",
      "scripts/astro-build.mjs",
      "scripts/build-release.mjs",
      "scripts/content-compile.mjs",
      "scripts/site-build.mjs",
      "scripts/download-pdfs.mjs",
      "scripts/build-html.mjs",
      "scripts/precompress.mjs",
      "scripts/locale-modules.mjs",
      "scripts/language-condition.mjs",
      "scripts/pre-hydration.mjs",
      "content/collections/collection.ts",
      "scripts/preview-cdn.mjs",
    ];
    const imported = new Set();
    for (const file of buildFiles) {
      const text = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
      for (const [, spec] of text.matchAll(/(?:from\s+|import\(\s*|resolve\(\s*`)["'`]((?:@[\w.-]+\/)?[\w.-]+)(?=["'`/])/g))
        imported.add(spec);
      if (/\bnpx\s+wrangler\b|"wrangler"/.test(text)) imported.add("wrangler");
    }
    const devImported = [...imported].filter((name) => name in (pkg.devDependencies ?? {}));
    expect(devImported.length).toBeGreaterThan(4);
    expect(devImported.filter((name) => !(name in BUILD_TOOLS))).toEqual([]);
    expect(Object.keys(BUILD_TOOLS).filter((name) => !(name in pkg.devDependencies))).toEqual([]);
  });
});
