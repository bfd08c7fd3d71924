// @vitest-environment node
// scripts/ruleset-check.mjs against a fake GitHub REST API on 127.0.0.1, with hand-written rules.
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rulesetProblems } from "./ruleset-check.mjs";

const REPOSITORY = "healthplus-diagnostics/site";
const branchRules = `/repos/${REPOSITORY}/rules/branches/main`;
const rulesets = `/repos/${REPOSITORY}/rulesets`;

/** The rules GitHub reports on `main` when the guide's branch ruleset is in place. */
const mainRules = () => [
  { type: "deletion", ruleset_id: 1 },
  { type: "non_fast_forward", ruleset_id: 1 },
  {
    type: "pull_request",
    ruleset_id: 1,
    parameters: {
      required_approving_review_count: 1,
      require_code_owner_review: true,
      dismiss_stale_reviews_on_push: true,
      require_last_push_approval: true,
      required_review_thread_resolution: false,
    },
  },
  {
    type: "required_status_checks",
    ruleset_id: 1,
    parameters: {
      strict_required_status_checks_policy: false,
      required_status_checks: [
        { context: "ci", integration_id: 15368 },
        { context: "content-gate", integration_id: 15368 },
      ],
    },
  },
];
const pushRuleset = () => ({
  id: 7,
  name: "developers-only code",
  target: "push",
  enforcement: "active",
  rules: [
    { type: "file_path_restriction", parameters: { restricted_file_paths: [".github/**", ".ci/**"] } },
    { type: "file_extension_restriction", parameters: { restricted_file_extensions: [".ts", ".mjs"] } },
  ],
});

let routes;
let server;
let apiUrl;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url, apiUrl);
    const [status, body] = routes[url.pathname] ?? [404, { message: "Not Found" }];
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  routes = {
    [branchRules]: [200, mainRules()],
    [rulesets]: [
      200,
      [
        { id: 1, name: "main", target: "branch", enforcement: "active" },
        { id: 7, name: "developers-only code", target: "push", enforcement: "active" },
      ],
    ],
    [`${rulesets}/7`]: [200, pushRuleset()],
  };
});

const problems = () => rulesetProblems({ apiUrl, token: "test-token", repository: REPOSITORY });

describe("rulesetProblems", () => {
  it("finds nothing missing when the guide's rulesets are in place", async () => {
    expect(await problems()).toEqual([]);
  });

  it("names every rule missing on main", async () => {
    routes[branchRules] = [
      200,
      [
        { type: "pull_request", parameters: { required_approving_review_count: 0, require_code_owner_review: false } },
        { type: "required_status_checks", parameters: { required_status_checks: [{ context: "ci" }] } },
      ],
    ];
    expect(await problems()).toEqual([
      "main: no rule requires at least 1 approval",
      "main: no rule requires a review from code owners",
      "main: no rule dismisses stale approvals on a new push",
      "main: no rule requires the last push to be approved by someone else",
      'main: the check "content-gate" is not required',
      "main: force pushes are not blocked",
      "main: deleting the branch is not restricted",
    ]);
  });

  it("says when no rule requires a pull request at all", async () => {
    routes[branchRules] = [200, mainRules().filter((rule) => rule.type !== "pull_request")];
    expect(await problems()).toContain("main: no rule requires a pull request before merging");
  });

  it("refuses a push ruleset that is only evaluated, or that does not restrict .github/**", async () => {
    routes[rulesets] = [200, [{ id: 7, name: "developers-only code", target: "push", enforcement: "evaluate" }]];
    const message = 'push: no active push ruleset restricts ".github/**" (only developers may push workflows)';
    expect(await problems()).toEqual([message]);
    routes[rulesets] = [200, [{ id: 7, target: "push", enforcement: "active" }]];
    routes[`${rulesets}/7`] = [
      200,
      { ...pushRuleset(), rules: [{ type: "file_path_restriction", parameters: { restricted_file_paths: ["docs/**"] } }] },
    ];
    expect(await problems()).toEqual([message]);
  });

  it("fails loudly when GitHub answers an error", async () => {
    routes[branchRules] = [403, { message: "Resource not accessible by integration" }];
    await expect(problems()).rejects.toThrow("GitHub's API answered 403");
    routes[branchRules] = [200, mainRules()];
    routes[`${rulesets}/7`] = [500, { message: "Server Error" }];
    await expect(problems()).rejects.toThrow("GitHub's API answered 500");
  });
});
