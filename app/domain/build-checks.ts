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
}): string[] {
  const problems: string[] = [];
  const relay = relayUrlProblem(options.settings);
  if (relay) problems.push(relay);
  if (isReleaseBuild(options.environment)) {
    const placeholders = placeholderSettings(options.settings);
    if (placeholders.length > 0) problems.push(releaseRefusal(placeholders));
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
