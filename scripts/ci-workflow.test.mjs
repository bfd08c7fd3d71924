// @vitest-environment node
// The GitHub Actions workflows (.github/workflows/*.yml), as supply-chain rules:
// - every action is pinned to a full commit SHA with its version in a comment (a tag can be moved);
// - no `${{ … }}` expression inside a `run:` script (its value would be pasted into the shell's code:
//   a branch name is text an attacker chooses); values come through `env:`;
// - CI's audit may not pass silently (AUDIT_REQUIRED=1), and the medical check is the base branch's.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const FULL_SHA = /^[^@\s]+@[0-9a-f]{40}$/;

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

/** What is wrong with the workflow's actions and scripts, one line each. */
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
  for (const [jobName, job] of Object.entries(workflow?.jobs ?? {})) {
    (job.steps ?? []).forEach((step, i) => {
      if (typeof step.run === "string" && step.run.includes("${{")) {
        problems.push(`job ${jobName}, step ${step.name ?? i + 1}: an expression inside run: (pass it through env:)`);
      }
    });
  }
  return problems;
}

describe("the workflow checks, on hand-written workflows", () => {
  const workflow = (steps) => `on: push\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

  it("pass pinned actions and expressions kept in env:", () => {
    const text = workflow(
      [
        "      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0",
        "      - uses: ./.github/actions/local",
        "      - name: base",
        "        env:",
        "          BASE_REF: ${{ github.base_ref }}",
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
      "on: pull_request",
      "jobs:",
      "  shared:",
      "    uses: org/repo/.github/workflows/x.yml@v1",
      "  ci:",
      "    runs-on: ubuntu-latest",
      "    steps:",
      '      - run: npx node scripts/medical-edits.mjs "origin/${{ github.base_ref }}"',
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
});

describe("the repository's workflows", () => {
  const dir = new URL("../.github/workflows/", import.meta.url);
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  const ci = parse(readFileSync(new URL("ci.yml", dir), "utf8"));
  const steps = ci.jobs.ci.steps;

  it("pin every action to a commit and keep expressions out of run: scripts", () => {
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((name) => workflowProblems(readFileSync(new URL(name, dir), "utf8")).map((p) => `${name}: ${p}`));
    expect(problems).toEqual([]);
    expect(usesOf(readFileSync(new URL("ci.yml", dir), "utf8")).map((u) => u.uses.split("@")[0])).toEqual([
      "actions/checkout",
      "actions/setup-node",
      "actions/upload-artifact",
    ]);
  });

  it("run the audit so that an advisory service it cannot reach fails CI", () => {
    const run = steps.filter((step) => step.run === ".ci/run");
    expect(run).toHaveLength(1);
    expect(run[0].env).toEqual({ AUDIT_REQUIRED: "1" });
  });

  it("run the medical check of the branch a pull request goes into, not the pull request's own", () => {
    const medical = steps.filter((step) => typeof step.run === "string" && step.run.includes("medical-edits.mjs"));
    expect(medical).toHaveLength(1);
    const [step] = medical;
    expect(step.if).toBe("github.event_name == 'pull_request'");
    expect(step.env).toEqual({ BASE_REF: "${{ github.base_ref }}" });
    // A second checkout of the base branch, and its copy of the script run against the pull request's.
    expect(step.run).toContain('git worktree add --detach "$RUNNER_TEMP/base" "origin/$BASE_REF"');
    expect(step.run).toContain('node "$RUNNER_TEMP/base/scripts/medical-edits.mjs" "origin/$BASE_REF" --repo "$GITHUB_WORKSPACE"');
    expect(step.run.match(/medical-edits\.mjs/g)).toHaveLength(1);
  });
});
