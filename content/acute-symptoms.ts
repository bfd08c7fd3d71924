/**
 * Red flags follow the reasons (docs/content-review.md, rule 21). A test whose reasons (its
 * `specializations` in content/en/tests/, or a "checked in…" / "measured when…" clause of its facts'
 * `description`) name an acute symptom either names, in its facts' `notices`, a safety notice
 * (content/en/safety-notices/) that gives that symptom's red flags, or words the reason as follow-up on a
 * doctor's request. `npm run content` refuses any other (content/compiler/red-flags.ts reads these lists).
 *
 * Words are matched as whole words, in any case. A new acute symptom gets its words here, a notice in
 * content/en/safety-notices/ (and content/hi/) and its search words in `emergencyTerms`
 * (content/search-terms.ts), and rule 21 lists it.
 */

export interface AcuteSymptom {
  /** As the rule and the build's message name it. */
  readonly name: string;
  /** The words that name it in a reason. */
  readonly words: readonly string[];
  /** The notices whose red flags cover it: a test names at least one (content/en/safety-notices/<key>.json). */
  readonly notices: readonly string[];
}

export const acuteSymptoms: readonly AcuteSymptom[] = [
  { name: "vomiting", words: ["vomiting", "vomit", "vomits"], notices: ["high-sugar", "gi-bleeding"] },
  { name: "confusion", words: ["confusion", "confused", "delirium"], notices: ["confusion"] },
  { name: "drowsiness", words: ["drowsiness", "drowsy", "hard to wake"], notices: ["confusion", "high-sugar"] },
  {
    name: "newborn jaundice",
    words: ["newborn jaundice", "neonatal jaundice", "jaundice in a newborn", "jaundice in newborns", "yellow baby"],
    notices: ["newborn-jaundice"],
  },
  {
    name: "severe belly pain",
    words: ["belly pain", "stomach pain", "abdominal pain", "tummy pain", "pancreatitis"],
    notices: ["severe-belly-pain"],
  },
  { name: "chest pain", words: ["chest pain", "heart attack", "angina"], notices: ["chest-pain"] },
  {
    name: "breathlessness",
    words: ["breathlessness", "breathless", "shortness of breath", "short of breath"],
    notices: ["breathlessness"],
  },
  {
    name: "a swollen painful leg",
    words: ["swollen leg", "leg swelling", "painful leg", "blood clot", "clot", "DVT", "deep vein thrombosis", "pulmonary embolism"],
    notices: ["swollen-leg"],
  },
  {
    name: "blood in stool or vomit",
    words: [
      "blood in stool",
      "blood in the stool",
      "blood in stools",
      "black stool",
      "black stools",
      "blood in vomit",
      "vomiting blood",
      "rectal bleeding",
      "GI bleeding",
      "stomach bleeding",
    ],
    notices: ["gi-bleeding"],
  },
  {
    name: "fainting",
    words: ["fainting", "faint", "fainted", "blackout", "blackouts", "syncope", "passing out"],
    notices: ["palpitations", "pregnancy", "early-pregnancy"],
  },
  { name: "fits", words: ["fits", "a fit", "seizure", "seizures", "convulsion", "convulsions"], notices: ["fits"] },
  {
    name: "pain or bleeding in early pregnancy",
    words: ["early pregnancy", "bleeding in pregnancy", "pregnancy bleeding", "ectopic", "miscarriage"],
    notices: ["pregnancy", "early-pregnancy"],
  },
  {
    name: "very high sugar",
    words: ["high sugar", "very high sugar", "high blood sugar", "ketoacidosis", "DKA"],
    notices: ["high-sugar"],
  },
  { name: "lithium toxicity", words: ["lithium"], notices: ["lithium"] },
];

/** A reason holding one of these is worded as follow-up on a doctor's request, and needs no notice. */
export const doctorRequestWords: readonly string[] = [
  "doctor's request",
  "doctor's advice",
  "paediatrician's request",
  "paediatrician's advice",
  "when your doctor asks",
  "when a doctor asks",
];

/** Where a reason starts in a facts' description: from these words to the end of the sentence. */
export const reasonOpenings: readonly string[] = [
  "checked in",
  "checked for",
  "checked when",
  "checked with",
  "checked on",
  "measured when",
  "measured mainly when",
  "measured for",
  "measured in",
  "asked for when",
  "asked for with",
  "asked for in",
  "asked for after",
  "used for",
  "used in",
  "used when",
];
