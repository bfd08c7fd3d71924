// @vitest-environment node
// Every GitHub Actions workflow (.github/workflows/*.yml), as supply-chain rules
// (docs/editing-setup.md, section 5; docs/decisions/054-clinician-approval.md):
// - every action is pinned to a full commit SHA with its version in a comment (a tag can be moved);
// - the workflow's own permissions are `contents: read` only; a job widens what it needs itself;
// - no `${{ … }}` expression inside a `run:` script (its value would be pasted into the shell's code:
//   a branch name is text an attacker chooses); values come through `env:`;
// - a secret other than GITHUB_TOKEN only in a job with an `environment:` (whose secrets no other job
//   gets, and whose rules the lab sets);
// - a job started by `pull_request_target` or `pull_request_review` (which hold secrets or a write
//   token while a pull request is open) checks out only the base and never runs the pull request's
//   tests or CI script.
// Then what each of the project's workflows must do: CI's required audit, the content gate, the weekly
// audit, and Dependabot for npm and the actions.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const FULL_SHA = /^[^@\s]+@[0-9a-f]{40}$/;
/** Events whose runs get the base's secrets or a token while the pull request's head is untrusted. */
const PRIVILEGED_PULL_REQUEST_EVENTS = ["pull_request_target", "pull_request_review"];
/** What a checkout in such a job must name: the base commit or branch, never the head. */
const BASE_REF = /^\$\{\{\s*(github\.event\.pull_request\.base\.(sha|ref)|github\.base_ref)\s*\}\}$/;
/** Commands that would run the pull request's code, or put its files in the working tree. */
const RUNS_HEAD = [
  /\bnpm\s+(test|t|run\s+test\S*)\b/,
  /(^|[\s/])\.ci\/run\b/,
  /\bgit\s+(checkout|switch|worktree|restore|reset|merge|pull|stash)\b/,
  /\bgh\s+pr\s+checkout\b/,
];

/** Every `uses:` of a workflow (steps and reusable-workflow jobs) with its line's comment. */
function usesOf(text) {
  const workflow = parse(text);
  const found = [];
  for (const [jobName, job] of Object.entries(workflow?.jobs ?? {})) {
    if (job.uses) found.push({ where: `job ${jobName}`, uses: job.uses });
    (job.steps ?? []).forEach((step, i) => {
      if (step.uses) found.push({ where: `job ${jobName}, step ${step.name ?? i + 1}`, uses: step.uses });
    });
  }
  const comments = new Map(
    text
      .split("\n")
      .map((line) => /^\s*(?:-\s*)?uses:\s*(\S+)\s*(?:#\s*(.*))?$/.exec(line))
      .filter(Boolean)
      .map((m) => [m[1], m[2] ?? ""]),
  );
  return found.map((entry) => ({ ...entry, comment: comments.get(entry.uses) ?? "" }));
}

/** The events that start a workflow, whatever form `on:` takes (a name, a list, a map). */
function eventsOf(workflow) {
  const on = workflow?.on ?? workflow?.true; // YAML 1.1 readers turn a bare `on` into true
  if (typeof on === "string") return [on];
  if (Array.isArray(on)) return on;
  return Object.keys(on ?? {});
}

/** Every string inside a value (a job, a step), for the expressions it holds. */
function stringsIn(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The secrets an expression in `value` names, GITHUB_TOKEN aside; `secrets[…]` counts as unknown. */
function secretsNamedIn(value) {
  const names = [];
  for (const text of stringsIn(value)) {
    for (const expression of text.match(/\$\{\{[\s\S]*?\}\}/g) ?? []) {
      for (const m of expression.matchAll(/\bsecrets\s*(?:\.\s*([A-Za-z_][\w-]*)|\[)/g)) {
        if (m[1] !== "GITHUB_TOKEN") names.push(m[1] ?? "secrets[…]");
      }
    }
  }
  return names;
}

/** What is wrong with a workflow, one line each. */
function workflowProblems(text) {
  const problems = [];
  for (const { where, uses, comment } of usesOf(text)) {
    if (uses.startsWith("./")) continue; // an action of this repository, reviewed with it
    if (uses.startsWith("docker://")) {
      if (!/@sha256:[0-9a-f]{64}$/.test(uses)) problems.push(`${where}: ${uses} is not pinned by digest`);
      continue;
    }
    if (!FULL_SHA.test(uses)) problems.push(`${where}: ${uses} is not pinned to a full commit SHA`);
    else if (!/^v\d+(\.\d+)*\b/.test(comment)) problems.push(`${where}: ${uses} has no "# vX.Y.Z" comment naming its version`);
  }
  const workflow = parse(text);
  const permissions = workflow?.permissions;
  if (JSON.stringify(permissions) !== JSON.stringify({ contents: "read" })) {
    problems.push(
      `permissions: ${JSON.stringify(permissions ?? null)} at the top; it must be exactly contents: read (a job widens what it needs)`,
    );
  }
  const outsideJobs = Object.fromEntries(Object.entries(workflow ?? {}).filter(([key]) => key !== "jobs"));
  for (const name of secretsNamedIn(outsideJobs)) {
    problems.push(`secret ${name} outside a job: only a job with an environment: may use a secret`);
  }
  const privileged = eventsOf(workflow).filter((event) => PRIVILEGED_PULL_REQUEST_EVENTS.includes(event));
  for (const [jobName, job] of Object.entries(workflow?.jobs ?? {})) {
    if (job.permissions === "write-all") problems.push(`job ${jobName}: permissions: write-all (name each permission it needs)`);
    if (!job.environment) {
      for (const name of secretsNamedIn(job)) problems.push(`job ${jobName}: secret ${name} in a job without an environment:`);
      if (job.secrets === "inherit") problems.push(`job ${jobName}: secrets: inherit hands every secret to another workflow`);
    }
    (job.steps ?? []).forEach((step, i) => {
      const where = `job ${jobName}, step ${step.name ?? i + 1}`;
      if (typeof step.run === "string" && step.run.includes("${{")) {
        problems.push(`${where}: an expression inside run: (pass it through env:)`);
      }
      if (privileged.length === 0) return;
      const on = privileged.join(", ");
      if (typeof step.uses === "string" && step.uses.startsWith("actions/checkout@")) {
        const ref = step.with?.ref;
        if (typeof ref !== "string" || !BASE_REF.test(ref.trim())) {
          problems.push(
            `${where}: on ${on}, a checkout must name the base (ref: \${{ github.event.pull_request.base.sha }}), not ${ref ?? "the default"}`,
          );
        }
        if (step.with?.repository) problems.push(`${where}: on ${on}, a checkout of another repository (a fork's head)`);
      }
      if (typeof step.run === "string") {
        for (const pattern of RUNS_HEAD) {
          const found = pattern.exec(step.run);
          if (found) problems.push(`${where}: on ${on}, "${found[0].trim()}" would run or check out the pull request's code`);
        }
      }
    });
  }
  return problems;
}

describe("the workflow checks, on hand-written workflows", () => {
  const header = "on: push\npermissions:\n  contents: read\n";
  const workflow = (steps) => `${header}jobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

  it("pass pinned actions and expressions kept in env:", () => {
    const text = workflow(
      [
        "      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0",
        "      - uses: ./.github/actions/local",
        "      - name: base",
        "        env:",
        "          BASE_REF: ${{ github.base_ref }}",
        "          TOKEN: ${{ secrets.GITHUB_TOKEN }}",
        '        run: echo "$BASE_REF"',
      ].join("\n"),
    );
    expect(workflowProblems(text)).toEqual([]);
  });

  it("refuse a tag, a branch, a short SHA, a SHA without its version, a docker tag", () => {
    const text = workflow(
      [
        "      - uses: actions/checkout@v4",
        "      - uses: actions/setup-node@main",
        "      - uses: actions/upload-artifact@ea165f8 # v4.6.2",
        "      - uses: actions/cache@0123456789abcdef0123456789abcdef01234567",
        "      - uses: docker://alpine:3.20",
      ].join("\n"),
    );
    expect(workflowProblems(text)).toEqual([
      "job ci, step 1: actions/checkout@v4 is not pinned to a full commit SHA",
      "job ci, step 2: actions/setup-node@main is not pinned to a full commit SHA",
      "job ci, step 3: actions/upload-artifact@ea165f8 is not pinned to a full commit SHA",
      'job ci, step 4: actions/cache@0123456789abcdef0123456789abcdef01234567 has no "# vX.Y.Z" comment naming its version',
      "job ci, step 5: docker://alpine:3.20 is not pinned by digest",
    ]);
  });

  it("refuse an expression in a run: script, in one line or a block, and a reusable workflow by tag", () => {
    const text = [
      header,
      "jobs:",
      "  shared:",
      "    uses: org/repo/.github/workflows/x.yml@v1",
      "  ci:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      '      - run: node scripts/content-gate.mjs --base "${{ github.event.pull_request.base.sha }}"',
      "      - name: block",
      "        run: |",
      "          echo start",
      "          git diff origin/${{github.head_ref}}",
    ].join("\n");
    expect(workflowProblems(text)).toEqual([
      "job shared: org/repo/.github/workflows/x.yml@v1 is not pinned to a full commit SHA",
      "job ci, step 1: an expression inside run: (pass it through env:)",
      "job ci, step block: an expression inside run: (pass it through env:)",
    ]);
  });

  it("refuse top-level permissions other than contents: read, missing ones, and write-all in a job", () => {
    const job = "jobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n";
    expect(workflowProblems(`on: push\n${job}`)).toEqual([
      "permissions: null at the top; it must be exactly contents: read (a job widens what it needs)",
    ]);
    expect(workflowProblems(`on: push\npermissions:\n  contents: write\n${job}`)).toEqual([
      'permissions: {"contents":"write"} at the top; it must be exactly contents: read (a job widens what it needs)',
    ]);
    expect(workflowProblems(`on: push\npermissions:\n  contents: read\n  pull-requests: write\n${job}`)).toEqual([
      'permissions: {"contents":"read","pull-requests":"write"} at the top; it must be exactly contents: read (a job widens what it needs)',
    ]);
    expect(workflowProblems(`on: push\npermissions: write-all\n${job}`)).toEqual([
      'permissions: "write-all" at the top; it must be exactly contents: read (a job widens what it needs)',
    ]);
    // A job may widen what it needs, by name.
    expect(workflowProblems(`${header}${job}    permissions:\n      contents: write\n`)).toEqual([]);
    expect(workflowProblems(`${header}${job}    permissions: write-all\n`)).toEqual([
      "job ci: permissions: write-all (name each permission it needs)",
    ]);
  });

  it("refuse a secret other than GITHUB_TOKEN outside a job with an environment", () => {
    const text = [
      header.trimEnd(),
      "env:",
      "  EVERYWHERE: ${{ secrets.CLOUDFLARE_API_TOKEN }}",
      "jobs:",
      "  deploy:",
      "    runs-on: ubuntu-latest",
      "    environment: production",
      "    steps:",
      "      - run: npx wrangler deploy",
      "        env:",
      "          CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}",
      "  build:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      "      - uses: actions/create-github-app-token@1b10c78c7865c340bc4f6099eb2f838309f1e8c3 # v3.1.1",
      "        with:",
      "          private-key: ${{ secrets.APP_KEY }}",
      "      - run: echo",
      "        env:",
      "          ANY: ${{ secrets[format('{0}', 'X')] }}",
      "          FINE: ${{ secrets.GITHUB_TOKEN }}",
      "  shared:",
      "    uses: org/repo/.github/workflows/x.yml@0123456789abcdef0123456789abcdef01234567 # v1.0.0",
      "    secrets: inherit",
    ].join("\n");
    expect(workflowProblems(text)).toEqual([
      "secret CLOUDFLARE_API_TOKEN outside a job: only a job with an environment: may use a secret",
      "job build: secret APP_KEY in a job without an environment:",
      "job build: secret secrets[…] in a job without an environment:",
      "job shared: secrets: inherit hands every secret to another workflow",
    ]);
  });

  it("refuse, on pull_request_target or pull_request_review, a checkout of the head or of the default, and running its code", () => {
    const job = (on, steps) =>
      `on:\n  ${on}:\n${header.slice("on: push\n".length)}jobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;
    const checkout = "      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0\n";
    const base = `${checkout}        with:\n          ref: \${{ github.event.pull_request.base.sha }}\n          persist-credentials: false\n`;
    expect(workflowProblems(job("pull_request_target", `${base}      - run: node scripts/content-gate.mjs\n`))).toEqual([]);
    expect(workflowProblems(job("pull_request_review", base))).toEqual([]);
    // The same job on a plain pull_request (the pull request's own, unprivileged run) may run its tests.
    expect(workflowProblems(job("pull_request", `${checkout}      - run: .ci/run\n`))).toEqual([]);

    const head = `${checkout}        with:\n          ref: \${{ github.event.pull_request.head.sha }}\n`;
    const fork = `${base}          repository: \${{ github.event.pull_request.head.repo.full_name }}\n`;
    const runs = [
      "      - run: npm test",
      "      - run: npm run test:unit",
      "      - name: ci",
      "        run: ./.ci/run",
      "      - name: switch",
      "        run: |",
      '          git fetch origin "$HEAD_SHA"',
      '          git checkout "$HEAD_SHA"',
      "      - run: gh pr checkout 42",
    ].join("\n");
    expect(workflowProblems(job("pull_request_target", `${checkout}${head}${fork}${runs}\n`))).toEqual([
      "job gate, step 1: on pull_request_target, a checkout must name the base (ref: ${{ github.event.pull_request.base.sha }}), not the default",
      "job gate, step 2: on pull_request_target, a checkout must name the base (ref: ${{ github.event.pull_request.base.sha }}), not ${{ github.event.pull_request.head.sha }}",
      "job gate, step 3: on pull_request_target, a checkout of another repository (a fork's head)",
      'job gate, step 4: on pull_request_target, "npm test" would run or check out the pull request\'s code',
      'job gate, step 5: on pull_request_target, "npm run test:unit" would run or check out the pull request\'s code',
      'job gate, step ci: on pull_request_target, "/.ci/run" would run or check out the pull request\'s code',
      'job gate, step switch: on pull_request_target, "git checkout" would run or check out the pull request\'s code',
      'job gate, step 8: on pull_request_target, "gh pr checkout" would run or check out the pull request\'s code',
    ]);
    expect(workflowProblems(job("pull_request_review", checkout))).toEqual([
      "job gate, step 1: on pull_request_review, a checkout must name the base (ref: ${{ github.event.pull_request.base.sha }}), not the default",
    ]);
    // `on:` as a list names the events too.
    const listed = `on: [push, pull_request_target]\n${header.slice("on: push\n".length)}jobs:\n  gate:\n    runs-on: ubuntu-latest\n    steps:\n${checkout}`;
    expect(workflowProblems(listed)).toHaveLength(1);
  });
});

describe("the repository's workflows", () => {
  const dir = new URL("../.github/workflows/", import.meta.url);
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  const read = (name) => readFileSync(new URL(name, dir), "utf8");
  const ci = parse(read("ci.yml"));
  const steps = ci.jobs.ci.steps;

  it("hold every workflow file to the rules", () => {
    // The workflows docs/editing-setup.md describes are among them; any other is held the same way.
    expect(files).toEqual(expect.arrayContaining(["audit.yml", "ci.yml", "content-gate.yml"]));
    const problems = files.flatMap((name) => workflowProblems(read(name)).map((p) => `${name}: ${p}`));
    expect(problems).toEqual([]);
    expect(usesOf(read("ci.yml")).map((u) => u.uses.split("@")[0])).toEqual([
      "actions/checkout",
      "actions/setup-node",
      "actions/upload-artifact",
    ]);
  });

  it("CI runs the audit so that an advisory service it cannot reach fails, and no content check (the gate has it)", () => {
    const run = steps.filter((step) => step.run === ".ci/run");
    expect(run).toHaveLength(1);
    expect(run[0].env).toEqual({ AUDIT_REQUIRED: "1" });
    expect(read("ci.yml")).not.toMatch(/medical-edits|content-gate\.mjs|clinician-approval/);
  });

  describe("the content gate", () => {
    const gate = parse(read("content-gate.yml"));
    const job = gate.jobs["content-gate"];
    const gateSteps = job.steps;
    const runs = gateSteps.map((step) => step.run ?? "");

    it("runs on every change of a pull request and on every review, as its own check", () => {
      expect(gate.on).toEqual({
        pull_request_target: { types: ["opened", "synchronize", "reopened", "ready_for_review"] },
        pull_request_review: { types: ["submitted", "dismissed", "edited"] },
      });
      expect(Object.keys(gate.jobs)).toEqual(["content-gate"]);
      expect(job.name).toBe("content-gate");
      expect(job.environment).toBe("content-gate");
      expect(job.permissions).toBeUndefined();
    });

    it("checks out the base commit without keeping a token, and fetches the head as objects only", () => {
      expect(gateSteps[0].uses).toBe("actions/checkout@11d5960a326750d5838078e36cf38b85af677262");
      expect(gateSteps[0].with).toEqual({
        ref: "${{ github.event.pull_request.base.sha }}",
        "fetch-depth": 0,
        "persist-credentials": false,
      });
      expect(gateSteps[1].env.HEAD_SHA).toBe("${{ github.event.pull_request.head.sha }}");
      expect(gateSteps[1].run).toContain('git fetch --no-tags --no-recurse-submodules origin "+$HEAD_SHA:refs/remotes/pull-request/head"');
    });

    it("installs from the base lockfile, runs the gate, then the clinician approval on its summary", () => {
      expect(gateSteps[2].uses).toBe("actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020");
      expect(gateSteps[2].with).toEqual({ "node-version": 20 });
      const order = [
        "npm ci --no-audit --no-fund",
        'node scripts/content-gate.mjs --base "$BASE_SHA" --head "$HEAD_SHA" --summary "$RUNNER_TEMP/gate.json"',
        'node scripts/clinician-approval.mjs --summary "$RUNNER_TEMP/gate.json" --needed >> "$GITHUB_OUTPUT"',
        'node scripts/clinician-approval.mjs --summary "$RUNNER_TEMP/gate.json"',
      ];
      expect(order.map((command) => runs.indexOf(command))).toEqual([3, 4, 5, 7]);
      expect(gateSteps[4].env).toEqual({
        BASE_SHA: "${{ github.event.pull_request.base.sha }}",
        HEAD_SHA: "${{ github.event.pull_request.head.sha }}",
      });
      // The App's token is made only when a medical field changed, and reaches the check through env:.
      expect(gateSteps[6].if).toBe("steps.medical.outputs.needed == 'true'");
      expect(gateSteps[6].with["permission-members"]).toBe("read");
      expect(gateSteps[7].env).toEqual({
        PR_NUMBER: "${{ github.event.pull_request.number }}",
        CLINICIAN_CHECK_TOKEN: "${{ steps.app-token.outputs.token }}",
        CLINICIAN_TEAM: "${{ vars.CLINICIAN_TEAM }}",
      });
    });
  });

  it("audit weekly and on demand, failing when the advisory service cannot be reached, and check the rulesets", () => {
    const audit = parse(read("audit.yml"));
    expect(Object.keys(audit.on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    expect(audit.on.schedule).toEqual([{ cron: "17 3 * * 1" }]);
    const auditSteps = audit.jobs.audit.steps;
    expect(auditSteps.map((step) => step.run).filter(Boolean)).toEqual(["npm ci --no-audit --no-fund", "npm run audit"]);
    expect(auditSteps.find((step) => step.run === "npm run audit").env).toEqual({ AUDIT_REQUIRED: "1" });
    // The same schedule confirms the rules set on GitHub (scripts/ruleset-check.mjs).
    const rulesetSteps = audit.jobs.rulesets.steps.filter((step) => step.run);
    expect(rulesetSteps.map((step) => [step.run, step.env])).toEqual([
      ["node scripts/ruleset-check.mjs", { GITHUB_TOKEN: "${{ github.token }}" }],
    ]);
  });
});

describe("Dependabot", () => {
  it("proposes weekly updates of the npm packages and of the pinned actions", () => {
    const config = parse(readFileSync(new URL("../.github/dependabot.yml", import.meta.url), "utf8"));
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => [u["package-ecosystem"], u.directory, u.schedule.interval])).toEqual([
      ["npm", "/", "weekly"],
      ["github-actions", "/", "weekly"],
    ]);
  });
});
