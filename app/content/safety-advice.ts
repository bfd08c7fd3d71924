/**
 * The standard safety texts of the medical review (review #22, §0.2), written once and quoted
 * wherever the site gives the advice: India's emergency number, the one rule on medicines before a
 * test (T-MEDS), the warning for fasting with insulin or sugar-lowering tablets (T-INSULIN), and
 * when to get help for a fever (T-FEVER). Each needs a clinician's sign-off before launch.
 */

/** India's single emergency number. */
export const emergencyNumber = "112";

/** The `tel:` link for it. */
export const emergencyHref = `tel:${emergencyNumber}`;

/** Added to every place that offers urgent help (rule 2). */
export const emergencyLine = `For a medical emergency, call ${emergencyNumber}.`;

/** The symptoms that mean "call 112, do not book a test", in one sentence. */
export const emergencySymptoms = `Call ${emergencyNumber} or go to the nearest emergency department for chest pain, severe breathlessness, a fit, sudden weakness or numbness on one side, heavy bleeding, or a fever in a baby under 3 months. Do not wait for a test.`;

/** T-MEDS: the one rule on medicines before a test. */
export const medicinesAdvice =
  "Keep taking your usual medicines (for example for blood pressure, the heart or cholesterol) with a sip of water, unless your doctor tells you otherwise. If you take a thyroid tablet, take it after the sample. If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test; if a doctor prescribed high-dose biotin, ask them first.";

/** T-INSULIN: goes with every fasting instruction. */
export const insulinAdvice =
  "If you take insulin or sugar-lowering tablets, ask your doctor beforehand how to adjust them for the fast. Usually the morning dose waits until after the fasting sample and is then taken with breakfast. If you feel shaky, sweaty, confused or faint while fasting, eat or drink something sugary at once and tell us; we will rebook the test.";

/** Which packages ask for a fast (§9.4), for texts that list the tests that need one. */
export const packageFastingNote =
  "Some packages ask for an 8–10 or 12-hour fast (the liver and bone packages, and any package with a lipid profile); each package page says how long.";

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
