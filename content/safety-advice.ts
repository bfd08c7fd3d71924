/**
 * The standard safety texts of the medical review (review #22, §0.2), written once and quoted
 * wherever the site gives the advice: India's emergency number, the one rule on medicines before a
 * test (T-MEDS), the warning for fasting with insulin or sugar-lowering tablets (T-INSULIN), and
 * when to get help for a fever (T-FEVER). Each needs a clinician's sign-off before launch. The texts are
 * in content/en/safety.json (edited at /admin, docs/editing.md); they say {{emergency-number}}, filled here.
 */
import safetyData from "#content/generated/safety.json" with { type: "json" };
import { feverAdviceWords } from "#words/labels.ts";
import { advice } from "./advice.ts";
import { emergencyNumber } from "./emergency.ts";
import { fillAll } from "./placeholders.ts";

const safety = fillAll(safetyData, { "emergency-number": () => emergencyNumber });

/** The symptoms that mean "call the emergency number, do not book a test", in one sentence. */
export const emergencySymptoms = safety.emergencySymptoms;

/** The first sentence of the rule on medicines: what every fasting instruction says about them. */
export const usualMedicines = safety.usualMedicines;

/** T-MEDS: the one rule on medicines before a test, with the two tests' exceptions of ./advice.ts. */
export const medicinesAdvice = `${usualMedicines} ${advice["thyroid-tablet"]} ${advice.biotin}`;

/** T-INSULIN in one line, for a card that shows a fast. */
export const insulinAdviceShort = safety.insulinAdviceShort;

/** T-INSULIN: goes with every fasting instruction. */
export const insulinAdvice = safety.insulinAdvice;

/** Who decides how long a child fasts: goes with every fasting instruction, beside T-INSULIN. */
export const childFastingAdvice = safety.childFastingAdvice;

/**
 * What every fast a person is asked to keep carries after its hours (docs/content-review.md, rules 5
 * and 12): T-INSULIN, then the children's rule. The `{{insulin-advice}}` placeholder is this.
 */
export const fastingWarnings = `${safety.insulinAdvice} ${safety.childFastingAdvice}`;

/** A pet's fast in one line, for a card: its owner asks the vet. */
export const petFastingShort = safety.petFastingShort;

/** Said with every fast a pet is asked to keep. */
export const petFastingWarning = safety.petFastingWarning;

/** T-FEVER: when a fever needs help straight away, and what to do while waiting for results. */
export const feverAdvice: {
  readonly title: string;
  readonly callIf: string;
  readonly signs: readonly string[];
  readonly whileYouWait: string;
} = safety.feverAdvice;

/**
 * The fever advice as content texts quote it (./placeholders.ts): the safety notices' fever box and the
 * fever article. Here, not in ./placeholder-values.ts, so the notices need nothing heavier.
 */
export const feverPlaceholders = {
  "fever-advice": () => feverAdviceWords.summary(feverAdvice.title, feverAdvice.callIf, feverAdvice.signs),
  "fever-title": () => feverAdvice.title,
  "fever-advice-full": () => feverAdviceWords.full(feverAdvice.callIf, feverAdvice.signs, feverAdvice.whileYouWait),
} as const;
