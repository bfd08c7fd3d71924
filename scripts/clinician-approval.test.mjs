// @vitest-environment node
// scripts/clinician-approval.mjs against a fake GitHub REST API on 127.0.0.1, with hand-written reviews
// and team memberships.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CLINICIAN_TEAM, checkClinicianApproval, readSummary } from "./clinician-approval.mjs";
import { parseCodeowners } from "./codeowners.mjs";

const HEAD = "b".repeat(40);
const OLDER = "a".repeat(40);
const REPOSITORY = "healthplus-diagnostics/site";
const TOKEN = "test-installation-token";
const script = fileURLToPath(new URL("clinician-approval.mjs", import.meta.url));

const medicalSummary = {
  base: "c".repeat(40),
  head: HEAD,
  refused: [],
  medicalChanges: [
    { file: "content/en/packages/100.json", kind: "modified", fields: ["fastingHours", "sample"] },
    { file: "content/en/tests/x-2.json", from: "content/en/tests/x.json", kind: "renamed", fields: ["preparation"] },
  ],
  priceLists: [],
};
const noMedicalSummary = { ...medicalSummary, medicalChanges: [] };

const review = (id, login, state, commit) => ({ id, user: { login }, state, commit_id: commit, submitted_at: `2026-12-0${id}T10:00:00Z` });

/** The fake API: `routes` maps a path (without the query) to [status, body] or a function of the URL. */
let routes;
let requests;
let server;
let apiUrl;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push({ url: request.url, authorization: request.headers.authorization });
    const url = new URL(request.url, apiUrl);
    const route = routes[url.pathname];
    const [status, body, headers = {}] = typeof route === "function" ? route(url) : (route ?? [404, { message: "Not Found" }]);
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
  routes = {
    "/orgs/healthplus-diagnostics/teams/clinicians": [200, { slug: "clinicians" }],
    "/orgs/healthplus-diagnostics/teams/clinicians/memberships/dr-mehta": [200, { state: "active", role: "member" }],
    "/orgs/healthplus-diagnostics/teams/clinicians/memberships/dr-invited": [200, { state: "pending", role: "member" }],
  };
});

const reviewsPath = `/repos/${REPOSITORY}/pulls/42/reviews`;
const check = (summary = medicalSummary) =>
  checkClinicianApproval({ summary, apiUrl, token: TOKEN, repository: REPOSITORY, pullNumber: "42" });

describe("checkClinicianApproval", () => {
  it("passes a pull request without medical changes and asks GitHub nothing", async () => {
    const result = await check(noMedicalSummary);
    expect(result).toEqual({ ok: true, message: "clinician-approval: no medical field changed; no clinician's approval is needed." });
    expect(requests).toEqual([]);
  });

  it("passes when a clinician approved the latest commit, asking with the token", async () => {
    routes[reviewsPath] = [200, [review(1, "editor-anu", "COMMENTED", HEAD), review(2, "dr-mehta", "APPROVED", HEAD)]];
    const result = await check();
    expect(result.ok).toBe(true);
    expect(result.message).toBe(
      [
        "clinician-approval: dr-mehta, a member of @healthplus-diagnostics/clinicians, approved the latest commit bbbbbbb, which changes medical fields:",
        "  - content/en/packages/100.json (modified): fastingHours, sample",
        "  - content/en/tests/x-2.json (renamed from content/en/tests/x.json): preparation",
      ].join("\n"),
    );
    expect(requests.map((r) => r.url)).toEqual([
      "/orgs/healthplus-diagnostics/teams/clinicians",
      `${reviewsPath}?per_page=100`,
      "/orgs/healthplus-diagnostics/teams/clinicians/memberships/dr-mehta",
    ]);
    expect(new Set(requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it("fails when the clinician approved an older commit, naming the files, the fields and what is needed", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", OLDER)]];
    const result = await check();
    expect(result).toEqual({
      ok: false,
      message: [
        "clinician-approval: this pull request changes medical fields:",
        "  - content/en/packages/100.json (modified): fastingHours, sample",
        "  - content/en/tests/x-2.json (renamed from content/en/tests/x.json): preparation",
        "Nobody has approved the latest commit (an approval of an earlier commit, or one followed by a request for changes, does not count).",
        'Needed: a member of @healthplus-diagnostics/clinicians reviews the change and approves the latest commit bbbbbbb ("Review changes" → "Approve" on GitHub). A new commit needs a new approval.',
      ].join("\n"),
    });
  });

  it("fails when only people outside the team, or invited but not yet in it, approved", async () => {
    routes[reviewsPath] = [200, [review(1, "editor-anu", "APPROVED", HEAD), review(2, "dr-invited", "APPROVED", HEAD)]];
    const result = await check();
    expect(result.ok).toBe(false);
    expect(result.message).toContain(
      "Approved by editor-anu, dr-invited, who are not an active member of @healthplus-diagnostics/clinicians.",
    );
  });

  it("fails when the clinician approved and then requested changes", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", HEAD), review(2, "dr-mehta", "CHANGES_REQUESTED", HEAD)]];
    expect((await check()).ok).toBe(false);
  });

  it("fails when the clinician's approval was dismissed", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "DISMISSED", HEAD)]];
    expect((await check()).ok).toBe(false);
  });

  it("keeps an approval that a later COMMENTED review follows", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", HEAD), review(2, "dr-mehta", "COMMENTED", HEAD)]];
    expect((await check()).ok).toBe(true);
  });

  it("reads every page of the reviews (the approval is on the second)", async () => {
    routes[reviewsPath] = (url) =>
      url.searchParams.get("page") === "2"
        ? [200, [review(3, "dr-mehta", "APPROVED", HEAD)]]
        : [
            200,
            [review(1, "editor-anu", "APPROVED", HEAD), review(2, "dr-mehta", "CHANGES_REQUESTED", OLDER)],
            {
              link: `<${apiUrl}${reviewsPath}?per_page=100&page=2>; rel="next", <${apiUrl}${reviewsPath}?per_page=100&page=2>; rel="last"`,
            },
          ];
    expect((await check()).ok).toBe(true);
    expect(requests.map((r) => r.url)).toEqual([
      "/orgs/healthplus-diagnostics/teams/clinicians",
      `${reviewsPath}?per_page=100`,
      `${reviewsPath}?per_page=100&page=2`,
      "/orgs/healthplus-diagnostics/teams/clinicians/memberships/editor-anu",
      "/orgs/healthplus-diagnostics/teams/clinicians/memberships/dr-mehta",
    ]);
  });

  it("never sends the token to an address outside the API that a Link header names", async () => {
    routes[reviewsPath] = [200, [], { link: '<https://elsewhere.invalid/reviews?page=2>; rel="next"' }];
    await expect(check()).rejects.toThrow("GitHub's API pointed to https://elsewhere.invalid/reviews?page=2, outside");
  });

  it("fails loudly when the reviews answer 500", async () => {
    routes[reviewsPath] = [500, { message: "Server Error" }];
    await expect(check()).rejects.toThrow(`GitHub's API answered 500 to GET ${apiUrl}${reviewsPath}?per_page=100`);
  });

  it("fails loudly when a membership answers 403 (a token without Members: read)", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", HEAD)]];
    routes["/orgs/healthplus-diagnostics/teams/clinicians/memberships/dr-mehta"] = [
      403,
      { message: "Resource not accessible by integration" },
    ];
    await expect(check()).rejects.toThrow("GitHub's API answered 403");
  });

  it("fails loudly when the team is unknown or hidden from the token", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", HEAD)]];
    delete routes["/orgs/healthplus-diagnostics/teams/clinicians"];
    await expect(check()).rejects.toThrow("GitHub knows no team @healthplus-diagnostics/clinicians, or the token cannot read it");
  });
});

describe("readSummary", () => {
  it("refuses a summary without a head commit or a medicalChanges list", () => {
    expect(() => readSummary("{")).toThrow("not JSON");
    expect(() => readSummary(JSON.stringify({ medicalChanges: [] }))).toThrow("no head commit");
    expect(() => readSummary(JSON.stringify({ head: HEAD }))).toThrow("no medicalChanges list");
    expect(() => readSummary(JSON.stringify({ head: HEAD, medicalChanges: [{ file: "x.json" }] }))).toThrow("without a file and fields");
  });
});

describe("the default team", () => {
  it("is the one .github/CODEOWNERS gives the clinician-only files", async () => {
    const { readFileSync } = await import("node:fs");
    const rules = parseCodeowners(readFileSync(new URL("../.github/CODEOWNERS", import.meta.url), "utf8"));
    const owners = rules.filter((rule) => rule.regexp.test("content/en/test-facts/cbc.json")).at(-1)?.owners;
    expect(owners).toEqual([`@${DEFAULT_CLINICIAN_TEAM}`]);
  });
});

describe("the command", () => {
  let dir;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "clinician-approval-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function run(summary, args = []) {
    const file = path.join(dir, "gate.json");
    await writeFile(file, JSON.stringify(summary));
    const env = { ...process.env, GITHUB_API_URL: apiUrl, GITHUB_REPOSITORY: REPOSITORY, PR_NUMBER: "42", CLINICIAN_CHECK_TOKEN: TOKEN };
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, "--summary", file, ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      return { code: error.code, stdout: error.stdout, stderr: error.stderr };
    }
  }

  it("prints whether a clinician is needed, for the workflow's output", async () => {
    expect((await run(noMedicalSummary, ["--needed"])).stdout).toBe("needed=false\n");
    expect((await run(medicalSummary, ["--needed"])).stdout).toBe("needed=true\n");
    expect(requests).toEqual([]);
  });

  it("exits 0 on an approval of the latest commit, 1 without one and 1 when GitHub fails", async () => {
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", HEAD)]];
    expect((await run(medicalSummary)).code).toBe(0);
    routes[reviewsPath] = [200, [review(1, "dr-mehta", "APPROVED", OLDER)]];
    const refused = await run(medicalSummary);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("content/en/packages/100.json (modified): fastingHours, sample");
    routes[reviewsPath] = [500, { message: "Server Error" }];
    const broken = await run(medicalSummary);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("clinician-approval: the check could not be made, so it fails: GitHub's API answered 500");
  });
});
