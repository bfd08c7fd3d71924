import type { SafetyNotice, SafetyNoticeKey } from "#content/safety-notices.ts";

/**
 * The boxed notices a page or a search result shows, from the keys its content names, emergencies first
 * so the call-112 box is the first thing a patient reads (docs/content-review.md, rule 1). The notices'
 * texts are passed in (content/safety-notices.ts), so a script that only orders them carries none.
 */
export function noticesFor(
  keys: readonly SafetyNoticeKey[] | undefined,
  table: Readonly<Record<SafetyNoticeKey, SafetyNotice>>,
): SafetyNotice[] {
  const notices: SafetyNotice[] = [...new Set(keys ?? [])].map((key) => table[key]);
  return [...notices.filter((n) => n.kind === "emergency"), ...notices.filter((n) => n.kind === "caution")];
}
