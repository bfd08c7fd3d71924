/**
 * The boxed safety notices, each written once. A test, package, department page or search result that
 * a patient could reach with a symptom that can be an emergency names the notice by key, and the page
 * shows it as a box above everything else (docs/content-review.md, rule 1). Every notice that offers
 * urgent help names 112, India's emergency number (rule 2). The fever box quotes the fever advice
 * (./safety-advice.ts) by placeholder.
 */
import safetyNoticesData from "#content/generated/safety-notices.json" with { type: "json" };
import { fillAll } from "./placeholders.ts";
import { feverPlaceholders } from "./safety-advice.ts";

export interface SafetyNotice {
  /** "emergency": call 112 now; "caution": care advice while a test is pending. */
  kind: "emergency" | "caution";
  title: string;
  text: string;
}

/** The notices, from content/en/safety-notices/<key>.json (edited at /admin, docs/editing.md). */
export const safetyNotices = fillAll(safetyNoticesData, feverPlaceholders);

export type SafetyNoticeKey = keyof typeof safetyNotices;
