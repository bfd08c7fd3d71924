// @vitest-environment node
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAuditReport, runAudit } from "./audit.mjs";

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
    expect(readAuditReport(JSON.stringify({ message: "405 Method Not Allowed - POST https://r/-/npm/v1/security/advisories/bulk" }))).toEqual({
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

// The real npm client against a stand-in registry on 127.0.0.1 that answers the advisories endpoint.
describe("runAudit with npm", () => {
  let server;
  let registry;
  let answer;
  let cache;
  beforeAll(async () => {
    // npm caches advisory answers: a fresh cache per run, so each test sees its own answer.
    cache = await mkdtemp(path.join(tmpdir(), "audit-test-cache-"));
    server = http.createServer(async (request, response) => {
      for await (const _ of request) void _;
      if (request.method === "POST" && request.url.includes("/security/advisories/bulk")) {
        const [status, body] = answer();
        response.writeHead(status, { "content-type": "application/json" });
        response.end(body);
        return;
      }
      response.writeHead(404);
      response.end();
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    registry = `http://127.0.0.1:${server.address().port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(cache, { recursive: true, force: true });
  });

  async function audit(extraEnv = {}) {
    const lines = [];
    const code = await runAudit({
      env: { ...process.env, npm_config_registry: registry, npm_config_cache: cache, AUDIT_REQUIRED: "", ...extraEnv },
      log: (line) => lines.push(line),
      logError: (line) => lines.push(line),
    });
    return { code, output: lines.join("\n") };
  }

  it("fails on a high advisory for a production dependency", async () => {
    answer = () => [
      200,
      JSON.stringify({
        "serve-handler": [{ id: 1, url: "https://advisory.invalid/1", title: "Test advisory", severity: "high", vulnerable_versions: "<99.0.0", cwe: [], cvss: { score: 7.5 } }],
      }),
    ];
    const { code, output } = await audit();
    expect(code).toBe(1);
    expect(output).toContain("serve-handler (high");
    expect(output).toContain("Test advisory (https://advisory.invalid/1)");
  }, 60_000);

  it("passes when there is no advisory", async () => {
    answer = () => [200, "{}"];
    const { code, output } = await audit();
    expect(code).toBe(0);
    expect(output).toContain("no high or critical advisory");
  }, 60_000);

  it("says loudly that it did not run when the service refuses, and fails only when required", async () => {
    answer = () => [405, ""];
    const relaxed = await audit();
    expect(relaxed.code).toBe(0);
    expect(relaxed.output).toContain("NPM AUDIT DID NOT RUN");
    expect(relaxed.output).toContain("405");
    expect((await audit({ AUDIT_REQUIRED: "1" })).code).toBe(1);
  }, 60_000);
});
