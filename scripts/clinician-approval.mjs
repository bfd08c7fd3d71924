// `node scripts/clinician-approval.mjs --summary <gate.json> [--needed]`: the second half of the
// required `content-gate` check (.github/workflows/content-gate.yml, docs/decisions/054-clinician-approval.md).
// It reads the content gate's summary (scripts/content-gate.mjs --summary). A pull request that changes
// no medical field passes without asking GitHub anything. Otherwise it passes only when a current member
// of the clinicians' team approved the pull request's latest commit, as GitHub's own review record says:
// the reviews of the pull request, each reviewer's latest decision, and the team's membership.
// Any answer it cannot read fails the check: it never passes on an error.
//
// Environment: GITHUB_API_URL (GitHub sets it), GITHUB_REPOSITORY ("owner/name"), PR_NUMBER,
// CLINICIAN_CHECK_TOKEN (a GitHub App installation token with Pull requests: read and, for the
// organisation, Members: read; GITHUB_TOKEN cannot read a team's membership), CLINICIAN_TEAM
// ("org/team-slug", default DEFAULT_CLINICIAN_TEAM).
// `--needed` only prints `needed=true` or `needed=false` (a line for $GITHUB_OUTPUT), so the workflow
// asks for the token only when there is something to check.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gitHubClient } from "./github-api.mjs";

/** The team whose approval a medical change needs: the clinicians of .github/CODEOWNERS. */
export const DEFAULT_CLINICIAN_TEAM = "healthplus-diagnostics/clinicians";

/** Review states that decide; a COMMENTED review leaves the reviewer's earlier decision as it was. */
const DECISIVE_STATES = new Set(["APPROVED", "CHANGES_REQUESTED", "DISMISSED"]);
const FULL_SHA = /^[0-9a-f]{40}$/;

/** The summary's medical changes, or an Error when the summary is not what the gate writes. */
export function readSummary(text) {
  let summary;
  try {
    summary = JSON.parse(text);
  } catch (error) {
    throw new Error(`The content gate's summary is not JSON (${error.message}).`);
  }
  if (typeof summary?.head !== "string" || !FULL_SHA.test(summary.head)) {
    throw new Error("The content gate's summary has no head commit (40 hex digits).");
  }
  if (!Array.isArray(summary.medicalChanges)) {
    throw new Error("The content gate's summary has no medicalChanges list.");
  }
  for (const change of summary.medicalChanges) {
    if (typeof change?.file !== "string" || !Array.isArray(change.fields)) {
      throw new Error(`The content gate's summary has a medical change without a file and fields: ${JSON.stringify(change)}.`);
    }
  }
  return { head: summary.head, medicalChanges: summary.medicalChanges };
}

/** One line per medical change: "content/en/packages/100.json (modified): fastingHours, sample". */
function describeChanges(medicalChanges) {
  return medicalChanges
    .map(({ file, from, kind, fields }) => {
      const what = kind === "renamed" && from ? `renamed from ${from}` : (kind ?? "changed");
      return `  - ${file} (${what}): ${fields.length > 0 ? fields.join(", ") : "the whole file"}`;
    })
    .join("\n");
}

/**
 * Each reviewer's latest decisive review (APPROVED, CHANGES_REQUESTED or DISMISSED), by login.
 * GitHub lists a pull request's reviews oldest first; a dismissed approval is listed as DISMISSED.
 */
export function latestDecisions(reviews) {
  const latest = new Map();
  for (const review of reviews) {
    const login = review?.user?.login;
    if (!login || !DECISIVE_STATES.has(review.state)) continue;
    latest.set(login, review);
  }
  return latest;
}

/**
 * Whether the pull request's medical changes carry a clinician's approval of its latest commit.
 * Returns { ok, message }; throws when GitHub cannot be asked or answers an error.
 */
export async function checkClinicianApproval({
  summary,
  apiUrl,
  token,
  repository,
  pullNumber,
  team = DEFAULT_CLINICIAN_TEAM,
  fetchImpl = globalThis.fetch,
}) {
  const { head, medicalChanges } = summary;
  if (medicalChanges.length === 0) {
    return { ok: true, message: "clinician-approval: no medical field changed; no clinician's approval is needed." };
  }
  const [org, teamSlug, ...extra] = team.split("/");
  if (!org || !teamSlug || extra.length > 0) throw new Error(`The clinicians' team "${team}" is not "org/team-slug".`);
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository ?? "")) throw new Error(`The repository "${repository}" is not "owner/name".`);
  if (!/^[1-9]\d*$/.test(String(pullNumber ?? ""))) throw new Error(`The pull request number "${pullNumber}" is not a number.`);
  if (!token) throw new Error("No token to ask GitHub for the reviews (CLINICIAN_CHECK_TOKEN is empty).");
  if (!apiUrl) throw new Error("No GitHub API address (GITHUB_API_URL is empty).");

  const github = gitHubClient({ apiUrl, token, fetchImpl });
  // A team that does not exist, or that the token cannot see, answers 404 to every membership too: say
  // so, rather than report every clinician as a non-member.
  if (!(await github.getOrNone(`/orgs/${org}/teams/${teamSlug}`))) {
    throw new Error(`GitHub knows no team @${team}, or the token cannot read it (the App needs Members: read on the organisation).`);
  }
  const reviews = await github.list(`/repos/${repository}/pulls/${pullNumber}/reviews`);
  const approvers = [...latestDecisions(reviews).values()]
    .filter((review) => review.state === "APPROVED" && review.commit_id === head)
    .map((review) => review.user.login);

  const notMembers = [];
  for (const login of approvers) {
    const membership = await github.getOrNone(`/orgs/${org}/teams/${teamSlug}/memberships/${encodeURIComponent(login)}`);
    if (membership?.state === "active") {
      return {
        ok: true,
        message: `clinician-approval: ${login}, a member of @${team}, approved the latest commit ${head.slice(0, 7)}, which changes medical fields:\n${describeChanges(medicalChanges)}`,
      };
    }
    notMembers.push(login);
  }
  const found =
    approvers.length === 0
      ? "Nobody has approved the latest commit (an approval of an earlier commit, or one followed by a request for changes, does not count)."
      : `Approved by ${notMembers.join(", ")}, who ${notMembers.length === 1 ? "is" : "are"} not an active member of @${team}.`;
  return {
    ok: false,
    message: [
      `clinician-approval: this pull request changes medical fields:`,
      describeChanges(medicalChanges),
      found,
      `Needed: a member of @${team} reviews the change and approves the latest commit ${head.slice(0, 7)} ("Review changes" → "Approve" on GitHub). A new commit needs a new approval.`,
    ].join("\n"),
  };
}

async function main() {
  const { values } = parseArgs({ options: { summary: { type: "string" }, needed: { type: "boolean", default: false } } });
  if (!values.summary) {
    console.error("Usage: node scripts/clinician-approval.mjs --summary <gate summary.json> [--needed]");
    return 2;
  }
  try {
    const summary = readSummary(readFileSync(values.summary, "utf8"));
    if (values.needed) {
      console.log(`needed=${summary.medicalChanges.length > 0}`);
      return 0;
    }
    const { ok, message } = await checkClinicianApproval({
      summary,
      apiUrl: process.env.GITHUB_API_URL,
      token: process.env.CLINICIAN_CHECK_TOKEN,
      repository: process.env.GITHUB_REPOSITORY,
      pullNumber: process.env.PR_NUMBER,
      team: process.env.CLINICIAN_TEAM || DEFAULT_CLINICIAN_TEAM,
    });
    (ok ? console.log : console.error)(message);
    return ok ? 0 : 1;
  } catch (error) {
    console.error(`clinician-approval: the check could not be made, so it fails: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
