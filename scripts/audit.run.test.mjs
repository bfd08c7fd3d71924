// @vitest-environment node
// runAudit (scripts/audit.mjs) with the real npm client; the report's reading and the audit's scope:
// audit.test.mjs.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "./audit.mjs";

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
        "serve-handler": [
          {
            id: 1,
            url: "https://advisory.invalid/1",
            title: "Test advisory",
            severity: "high",
            vulnerable_versions: "<99.0.0",
            cwe: [],
            cvss: { score: 7.5 },
          },
        ],
      }),
    ];
    const { code, output } = await audit();
    expect(code).toBe(1);
    expect(output).toContain("serve-handler (high");
    expect(output).toContain("Test advisory (https://advisory.invalid/1)");
  }, 60_000);

  it("fails on a high advisory for a build tool (a dev dependency); lists one for a test tool without failing", async () => {
    answer = () => [
      200,
      JSON.stringify({
        pdfkit: [
          {
            id: 2,
            url: "https://advisory.invalid/2",
            title: "Build tool advisory",
            severity: "critical",
            vulnerable_versions: "<99.0.0",
            cwe: [],
            cvss: { score: 9.8 },
          },
        ],
        autocannon: [
          {
            id: 3,
            url: "https://advisory.invalid/3",
            title: "Test tool advisory",
            severity: "high",
            vulnerable_versions: "<99.0.0",
            cwe: [],
            cvss: { score: 7.5 },
          },
        ],
      }),
    ];
    const { code, output } = await audit();
    expect(code).toBe(1);
    expect(output).toContain("pdfkit (critical");
    expect(output).toContain("Build tool advisory (https://advisory.invalid/2)");
    const [outside, failing] = output.split("high or critical advisories found:");
    expect(outside).toContain("test and development tools only");
    expect(outside).toContain("autocannon (high");
    expect(failing).not.toContain("autocannon");
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
