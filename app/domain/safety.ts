import { safetyNotices, type SafetyNotice, type SafetyNoticeKey } from "../content/safety-notices";

/**
 * The boxed notices a page or a search result shows, from the keys its content names, emergencies first
 * so the call-112 box is the first thing a patient reads (docs/content-review.md, rule 1).
 */
export function noticesFor(keys: readonly SafetyNoticeKey[] | undefined): SafetyNotice[] {
  const notices: SafetyNotice[] = [...new Set(keys ?? [])].map((key) => safetyNotices[key]);
  return [...notices.filter((n) => n.kind === "emergency"), ...notices.filter((n) => n.kind === "caution")];
}
