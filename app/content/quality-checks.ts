/**
 * The seven quality checks behind "7-level quality checks", named once. They apply to laboratory
 * samples (blood, urine, cultures); scans and recordings are read and signed by the relevant specialist.
 */
export const qualitySteps = [
  "Identity check and barcode label at collection",
  "Temperature-logged transport to the laboratory",
  "Sample check on arrival (the right tube, enough sample, no clots)",
  "Analyser calibration",
  "Internal quality control on every analyser each day",
  "Automatic checks of each result against limits and your earlier results",
  "Review and sign-off by a pathologist",
] as const;

/** "7-level quality checks", its count taken from the list. */
export const qualityChecksTitle = `${qualitySteps.length}-level quality checks`;

/** The checks as one sentence, for cards that name the claim. */
export const qualityChecksSentence = `Each laboratory sample passes ${qualitySteps.length} checks: ${qualitySteps
  .map((step) => step.charAt(0).toLowerCase() + step.slice(1))
  .join("; ")}.`;
