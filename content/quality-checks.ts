/**
 * The seven quality checks behind "7-level quality checks", named once. They apply to laboratory
 * samples (blood, urine, cultures); scans and recordings are read and signed by the relevant specialist.
 * The list is in content/en/claims.json (edited at /admin, docs/editing.md); its count makes the title.
 */
import claims from "#content/generated/claims.json" with { type: "json" };
import { qualityCheckWords } from "#words/labels.ts";

export const qualitySteps: readonly string[] = claims.qualitySteps;

/** "7-level quality checks", its count taken from the list. */
export const qualityChecksTitle = qualityCheckWords.title(qualitySteps.length);

/** The checks as one sentence, for cards that name the claim. */
export const qualityChecksSentence = qualityCheckWords.sentence(qualitySteps);
