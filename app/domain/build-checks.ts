import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { editorPlaceholderSettings, isReleaseBuild, placeholderSettings, releaseRefusal } from "#app/config/release-guard.ts";
import { siteSettingsFrom } from "#app/config/site.ts";

/**
 * The form relay receives what visitors type (names, phone numbers, messages), so every build, local
 * and test builds included, refuses a relay address that is not `https:`, and one that carries a user
 * name or password: every page's script shows the address, and browsers refuse to send to it
 * (docs/mail-and-relay.md).
 */
export function relayUrlProblem(settings: Record<string, unknown>): string | null {
  const url = siteSettingsFrom(settings).formRelayUrl;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // not a URL: refused below
  }
  if (parsed?.protocol !== "https:") {
    return `Build refused: VITE_FORM_RELAY_URL must be an https:// address (the relay receives visitors' names, phone numbers and messages), but it is "${url}" (docs/mail-and-relay.md).`;
  }
  if (parsed.username !== "" || parsed.password !== "") {
    return "Build refused: VITE_FORM_RELAY_URL must not hold a user name or password (every page shows the address, and browsers refuse to send to one); give the relay form's own address (docs/mail-and-relay.md).";
  }
  return null;
}

/**
 * The build's checks of its settings: any build stops on a form relay that is not `https:`; a build for
 * deployment also stops on a placeholder setting or a build of some routes only. (The content's own checks, overdue medical reviews among them, run before, in
 * `npm run content`: content/compiler/compile.ts.) Returns what to tell the
 * person building, nothing when all is well; astro.config.ts prints it and exits before any page
 * is written, so the previous deployment stays live. Relative imports only: the build config loads
 * this file outside Vite.
 */
export function contentProblems(options: {
  /** The process environment (RELEASE, CF_PAGES). */
  environment: Record<string, string | undefined>;
  /** The VITE_* settings of the build. */
  settings: Record<string, unknown>;
  /** The content's lab-policy facts not yet confirmed by the lab (`unconfirmedLabFacts`), read only for a release build. */
  unconfirmedLabFacts?: () => readonly string[];
}): string[] {
  const problems: string[] = [];
  const relay = relayUrlProblem(options.settings);
  if (relay) problems.push(relay);
  if (isReleaseBuild(options.environment)) {
    const placeholders = placeholderSettings(options.settings);
    if (placeholders.length > 0) problems.push(releaseRefusal(placeholders));
    const unconfirmed = options.unconfirmedLabFacts?.() ?? [];
    if (unconfirmed.length > 0) problems.push(labFactsRefusal(unconfirmed));
    // A quick build of some routes only (the editor's browser test) must never be deployed.
    if (options.environment.SITE_BUILD_ROUTES) problems.push("Release build refused: SITE_BUILD_ROUTES builds only some pages; unset it.");
  }
  return problems;
}

/**
 * The content editor's build (astro.editor.config.ts, its own deployment): a release build stops on its
 * placeholder settings, as the site's does.
 */
export function editorBuildProblems(options: {
  environment: Record<string, string | undefined>;
  settings: Record<string, unknown>;
}): string[] {
  if (!isReleaseBuild(options.environment)) return [];
  const placeholders = editorPlaceholderSettings(options.settings);
  return placeholders.length > 0 ? [releaseRefusal(placeholders)] : [];
}

/**
 * A lab policy the site states before the lab has confirmed it (who calls about an abnormal result, what a
 * new sample costs, the home-visit charge) is a placeholder fact like the settings' (docs/content-review.md
 * rule 10): its file marks it `"confirmedByLab": false`, and a build for deployment refuses it. Each such
 * mark in the content files (`files`: repository path to parsed JSON), as "file (field)".
 */
export function unconfirmedLabFacts(files: Readonly<Record<string, unknown>>): string[] {
  const found: string[] = [];
  const visit = (value: unknown, field: string, file: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${field}[${index}]`, file));
    else if (typeof value === "object" && value !== null)
      for (const [key, item] of Object.entries(value)) {
        const at = field ? `${field}.${key}` : key;
        if (key === "confirmedByLab" && item === false) found.push(`${file} (${at})`);
        else visit(item, at, file);
      }
  };
  for (const [file, data] of Object.entries(files)) visit(data, "", file);
  return found;
}

/** The English content's JSON files under `root` (the repository), by repository path: where the lab's facts live. */
export function englishContentFiles(root: string): Record<string, unknown> {
  const folder = path.join(root, "content/en");
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .sort();
  return Object.fromEntries(
    files.map((name) => [
      `content/en/${name.split(path.sep).join("/")}`,
      JSON.parse(readFileSync(path.join(folder, name), "utf8")) as unknown,
    ]),
  );
}

/** The one line a release build with unconfirmed lab facts prints. */
function labFactsRefusal(unconfirmed: readonly string[]): string {
  return `Release build refused: lab policies not yet confirmed by the lab: ${unconfirmed.join(", ")}; once the lab confirms each, tick "Confirmed by the lab" (set "confirmedByLab": true) (docs/content-review.md rule 10).`;
}
