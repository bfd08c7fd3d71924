import { isReleaseBuild, placeholderSettings, releaseRefusal } from "../config/release-guard";
import { overdueMessage, overdueReviews } from "./medical-review";
import { reviewedPages } from "./reviewed-pages";

/**
 * The build's content checks (docs/content-review.md): every build stops on a medical page whose review
 * is overdue; a build for deployment also stops on a placeholder setting. Returns what to tell the
 * person building, nothing when all is well; astro.config.ts prints it and exits before any page
 * is written, so the previous deployment stays live. Relative imports only: the build config loads
 * this file outside Vite.
 */
export function contentProblems(options: {
  /** The process environment (RELEASE, CF_PAGES). */
  environment: Record<string, string | undefined>;
  /** The VITE_* settings of the build. */
  settings: Record<string, unknown>;
  /** Today, yyyy-mm-dd. */
  today: string;
}): string[] {
  const problems: string[] = [];
  if (isReleaseBuild(options.environment)) {
    const placeholders = placeholderSettings(options.settings);
    if (placeholders.length > 0) problems.push(releaseRefusal(placeholders));
  }
  const overdue = overdueReviews(reviewedPages(), options.today);
  if (overdue.length > 0) problems.push(overdueMessage(overdue));
  return problems;
}
