import { editorPlaceholderSettings, isReleaseBuild, placeholderSettings, releaseRefusal } from "../config/release-guard";

/**
 * The build's checks of its settings: a build for deployment stops on a placeholder setting or a build of
 * some routes only. (The content's own checks, overdue medical reviews among them, run before, in
 * `npm run content`: app/content/source/compile.ts.) Returns what to tell the
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
export function editorBuildProblems(options: { environment: Record<string, string | undefined>; settings: Record<string, unknown> }): string[] {
  if (!isReleaseBuild(options.environment)) return [];
  const placeholders = editorPlaceholderSettings(options.settings);
  return placeholders.length > 0 ? [releaseRefusal(placeholders)] : [];
}
