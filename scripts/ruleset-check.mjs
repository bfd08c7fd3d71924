// `node scripts/ruleset-check.mjs`: the rules docs/editing-setup.md (section 5) asks the lab to set on
// GitHub are really in place. They live in GitHub's settings, not in the repository, so nothing else
// would notice one switched off. The weekly audit workflow runs it (.github/workflows/audit.yml).
// - the branch `main`: a pull request with at least one approval, code owners' review, stale approvals
//   dismissed, the last push approved by someone else; the checks `ci` and `content-gate` required;
//   no force push, no deletion (GET /repos/{o}/{r}/rules/branches/main: every active rule on it);
// - an active push ruleset restricting `.github/**` (GET /repos/{o}/{r}/rulesets, then the ruleset).
// Environment: GITHUB_API_URL, GITHUB_REPOSITORY, GITHUB_TOKEN (read access is enough; who may bypass
// a ruleset is shown to administrators only, so it is not checked here).
import { fileURLToPath } from "node:url";
import { gitHubClient } from "./github-api.mjs";

export const REQUIRED_CHECKS = ["ci", "content-gate"];
export const RESTRICTED_PATH = ".github/**";

/** What is missing from the rules on `main` and the push rulesets, one line each (empty: all there). */
export async function rulesetProblems({ apiUrl, token, repository, branch = "main", fetchImpl }) {
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository ?? "")) throw new Error(`The repository "${repository}" is not "owner/name".`);
  if (!token) throw new Error("No token to ask GitHub for the rulesets (GITHUB_TOKEN is empty).");
  const github = gitHubClient({ apiUrl, token, fetchImpl });
  const problems = [];

  const rules = await github.list(`/repos/${repository}/rules/branches/${encodeURIComponent(branch)}`);
  const ofType = (type) => rules.filter((rule) => rule.type === type);
  const pullRequest = ofType("pull_request").map((rule) => rule.parameters ?? {});
  const need = (ok, what) => {
    if (!ok) problems.push(`${branch}: ${what}`);
  };
  need(pullRequest.length > 0, "no rule requires a pull request before merging");
  need(
    pullRequest.some((p) => p.required_approving_review_count >= 1),
    "no rule requires at least 1 approval",
  );
  need(
    pullRequest.some((p) => p.require_code_owner_review === true),
    "no rule requires a review from code owners",
  );
  need(
    pullRequest.some((p) => p.dismiss_stale_reviews_on_push === true),
    "no rule dismisses stale approvals on a new push",
  );
  need(
    pullRequest.some((p) => p.require_last_push_approval === true),
    "no rule requires the last push to be approved by someone else",
  );
  const checks = new Set(
    ofType("required_status_checks").flatMap((rule) => (rule.parameters?.required_status_checks ?? []).map((check) => check.context)),
  );
  for (const check of REQUIRED_CHECKS) need(checks.has(check), `the check "${check}" is not required`);
  need(ofType("non_fast_forward").length > 0, "force pushes are not blocked");
  need(ofType("deletion").length > 0, "deleting the branch is not restricted");

  const pushRulesets = (await github.list(`/repos/${repository}/rulesets?targets=push`)).filter(
    (ruleset) => ruleset.target === "push" && ruleset.enforcement === "active",
  );
  const restricted = [];
  for (const { id } of pushRulesets) {
    const ruleset = await github.get(`/repos/${repository}/rulesets/${id}`);
    for (const rule of ruleset.rules ?? []) {
      if (rule.type === "file_path_restriction") restricted.push(...(rule.parameters?.restricted_file_paths ?? []));
    }
  }
  if (!restricted.includes(RESTRICTED_PATH)) {
    problems.push(`push: no active push ruleset restricts "${RESTRICTED_PATH}" (only developers may push workflows)`);
  }
  return problems;
}

async function main() {
  try {
    const problems = await rulesetProblems({
      apiUrl: process.env.GITHUB_API_URL,
      token: process.env.GITHUB_TOKEN,
      repository: process.env.GITHUB_REPOSITORY,
    });
    if (problems.length > 0) {
      console.error(
        `ruleset-check: the rules docs/editing-setup.md (section 5) describes are not all in place:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
      );
      return 1;
    }
    console.log(`ruleset-check: main's rules and the push ruleset on "${RESTRICTED_PATH}" are in place.`);
    return 0;
  } catch (error) {
    console.error(`ruleset-check: the rules could not be read, so the check fails: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
