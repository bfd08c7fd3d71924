/**
 * The standard safety texts of the medical review (review #22, §0.2), written once and quoted
 * wherever the site gives the advice: India's emergency number, the one rule on medicines before a
 * test (T-MEDS), the warning for fasting with insulin or sugar-lowering tablets (T-INSULIN), and
 * when to get help for a fever (T-FEVER). Each needs a clinician's sign-off before launch.
 */
import { advice } from "./advice";
import { emergencyNumber } from "./emergency";

/** The symptoms that mean "call 112, do not book a test", in one sentence. */
export const emergencySymptoms = `Call ${emergencyNumber} or go to the nearest emergency department for chest pain, severe breathlessness, a fit, sudden weakness or numbness on one side, heavy bleeding, or a fever in a baby under 3 months. Do not wait for a test.`;

/** The first sentence of the rule on medicines: what every fasting instruction says about them. */
export const usualMedicines =
  "Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise.";

/** T-MEDS: the one rule on medicines before a test, with the two tests' exceptions of ./advice.ts. */
export const medicinesAdvice = `${usualMedicines} ${advice["thyroid-tablet"]} ${advice.biotin}`;

/** T-INSULIN in one line, for a card that shows a fast. */
export const insulinAdviceShort = "On insulin or sugar-lowering tablets? Ask your doctor how to adjust them for the fast.";

/** T-INSULIN: goes with every fasting instruction. */
export const insulinAdvice =
  "If you take insulin or sugar-lowering tablets, ask your doctor beforehand how to adjust them for the fast. Usually the morning dose waits until after the fasting sample and is then taken with breakfast. If you feel shaky, sweaty, confused or faint while fasting, eat or drink something sugary at once and tell us; we will rebook the test.";

/** T-FEVER: when a fever needs help straight away, and what to do while waiting for results. */
export const feverAdvice = {
  title: "Fever: when to get help straight away",
  callIf: `Call ${emergencyNumber} or go to the nearest emergency department if:`,
  signs: [
    "a baby under 3 months has a temperature of 38 °C or more",
    "a child has a fit, a stiff neck, or a rash that does not fade when you press a glass on it, or is very sleepy, floppy or hard to wake, or is breathing fast or with difficulty",
    "anyone has bleeding from the gums or nose, blood in vomit or black stools, severe stomach pain, repeated vomiting, cold or clammy skin, passes very little urine, or is drowsy, confused or restless",
  ],
  whileYouWait:
    "While you wait for results, use paracetamol only for fever. Do not use ibuprofen or aspirin, which can cause bleeding in dengue. For a child, give the paracetamol dose for their weight shown on the pack or advised by your doctor, and never aspirin. Drink plenty of fluids; children can have ORS and their usual milk and fluids.",
} as const;

/**
 * The fever advice as content texts quote it (./placeholders.ts): the safety notices' fever box and the
 * fever article. Here, not in ./placeholder-values.ts, so the notices need nothing heavier.
 */
export const feverPlaceholders = {
  "fever-advice": () => `${feverAdvice.title}. ${feverAdvice.callIf} ${feverAdvice.signs.join("; ")}.`,
  "fever-title": () => feverAdvice.title,
  "fever-advice-full": () => `${feverAdvice.callIf} ${feverAdvice.signs.join("; ")}. ${feverAdvice.whileYouWait}`,
} as const;
