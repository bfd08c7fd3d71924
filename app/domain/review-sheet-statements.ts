import { catalogueEntries } from "#content/catalogue.ts";
import { medicalNote } from "#content/medical-note.ts";
import { medicalReviewers } from "#content/medical-reviewers.ts";
import { safetyNotices, type SafetyNoticeKey } from "#content/safety-notices.ts";
import { testFacts } from "#content/test-facts.ts";
import { details } from "#words/details.ts";
import { catalogue, type CatalogueItem } from "./catalogue.ts";
import { fastingFactText } from "./price-card-lines.ts";
import type { SharedText, SheetStatements } from "./review-sheet-rows.ts";

/**
 * Every test's and package's page as the statements of the review sheet (./review-sheet-rows.ts), in the
 * language of the build that loads it: scripts/review-sheet.mjs loads this module once in English and
 * once in Hindi (scripts/locale-modules.mjs), so each statement is the page's own text, from the same
 * functions (the catalogue of ./catalogue.ts, the preparation of content/preparation.ts, the page's
 * words), never typed again.
 */

/** The notices an item's page shows, by key, emergencies first (as ./safety.ts orders the boxes). */
function noticeKeysOf(item: CatalogueItem): SafetyNoticeKey[] {
  const entry = catalogueEntries.find((e) => e.type === item.type && e.id === item.id);
  const keys = [...new Set([...(entry?.notices ?? []), ...item.tests.flatMap((key) => testFacts[key].notices ?? [])])];
  const ordered = [
    ...keys.filter((k) => safetyNotices[k].kind === "emergency"),
    ...keys.filter((k) => safetyNotices[k].kind === "caution"),
  ];
  // The keys name the boxes the page shows (item.safety), in the same order: a check, not a second source.
  if (!ordered.every((key, i) => item.safety[i]?.title === safetyNotices[key].title) || ordered.length !== item.safety.length)
    throw new Error(`The review sheet's notices of ${item.type} ${item.id} differ from its page's`);
  return ordered;
}

/** One item's page as statements. */
export function statementsOf(item: CatalogueItem): SheetStatements {
  const facts = item.tests.map((key) => testFacts[key]);
  const noticeKeys = noticeKeysOf(item);
  const reviewer = medicalReviewers[item.review.reviewer];
  return {
    id: `${item.type}-${item.id}`,
    kind: item.type,
    number: item.id,
    name: item.name,
    ...(item.untranslated || item.factsUntranslated ? { untranslated: true } : {}),
    noticeKeys,
    adviceKeys: [...new Set(facts.flatMap((f) => f.advice ?? []))],
    fasts: item.fastingHours !== null,
    instructions: facts.some((f) => f.instructions !== undefined || f.laterDrawHours !== undefined || (f.advice ?? []).length > 0),
    fields: {
      description: [item.description],
      reasons: [...item.specializations],
      preparation: [...item.preparation],
      sample: [item.sample],
      // The price card's fasting line and its medicine warning (app/features/catalogue-details/price-card.tsx).
      fasting: [fastingFactText(item), ...(item.facts.fastingNote ? [item.facts.fastingNote] : [])],
      reportTime: [item.reportTime, ...(item.reportTimeDetail ? [item.reportTimeDetail] : [])],
      where: [...item.collection.lines],
      notices: noticeKeys.map((key, i) => `${key}: ${item.safety[i]!.title}`),
      aliases: details.shownAliases(item.aliases ?? []),
    },
    review: { role: reviewer.role, qualification: reviewer.qualification, ...item.review },
  };
}

/** A box's title followed by its text, as one paragraph: "Chest pain now? Call 112." keeps its own stop. */
const withStop = (title: string) => (/[.?!।]$/.test(title) ? title : `${title}.`);

/** The texts many pages quote, signed off once: the note on every test and package page, and each safety notice in full. */
export function sharedTexts(): SharedText[] {
  return [
    { id: "medical-note", label: "The note on every test and package page", text: medicalNote },
    ...(Object.keys(safetyNotices) as SafetyNoticeKey[]).map((key) => ({
      id: `notice-${key}`,
      label: `Safety notice ${key} (${safetyNotices[key].kind === "emergency" ? "call 112" : "caution"})`,
      text: `${withStop(safetyNotices[key].title)} ${safetyNotices[key].text}`,
    })),
  ];
}

/** The whole catalogue as statements, in the language of the build that loads this module. */
export function reviewSheetStatements(): { items: SheetStatements[]; shared: SharedText[] } {
  return { items: catalogue.map(statementsOf), shared: sharedTexts() };
}
