/**
 * Preparation sentences that several tests share, each written once. A test's facts name the keys that
 * apply (./test-facts.ts); a package shows each sentence once, however many of its tests need it
 * (app/domain/test-facts.ts). The fasting sentences are built from the hours in the facts
 * (./preparation.ts), and every one of them carries the medicine rule and the diabetes-medicine warning of
 * ./safety-advice.ts (docs/content-review.md, rule 5).
 */
export const advice = {
  "morning-sample": "Give the sample in the morning, ideally before 10 AM.",
  "thyroid-tablet": "If you take a thyroid tablet, take it after the sample, not before.",
  biotin:
    "If you take biotin (common in hair, skin and nail supplements), stop it for 2 days before the test, as it can make hormone and vitamin results wrong; if a doctor prescribed high-dose biotin, ask them first.",
  "antibiotics-first":
    "Give the sample before the first dose of an antibiotic wherever possible, and tell us about any antibiotic you have already taken.",
  "alcohol-24h": "Avoid alcohol for 24 hours before the sample.",
  "alcohol-48h": "Avoid alcohol for 48 hours before the sample.",
  "cycle-day-2-5":
    "Give the sample on day 2 to 5 of your menstrual cycle (day 1 is the first day of bleeding), unless your doctor asks for another day; tell us about any hormonal pills.",
  "avoid-menstrual-period": "If you can, do not give this sample during a menstrual period.",
  "blood-thinners": "Tell us if you take blood thinners; do not stop them without your doctor's advice.",
  "supplements-24h": "Stop calcium and vitamin D supplements for 24 hours before the sample.",
  "xray-pregnancy": "Tell us before the X-ray if you are or may be pregnant.",
  "xray-children":
    "Children are X-rayed only on a doctor's request, at the lowest dose; one parent or carer who is not pregnant may stay with them, wearing the lead apron we provide.",
  "pet-xray-radiation":
    "You may stay to comfort your pet only if you are not pregnant and over 18: you will wear a lead apron and gloves. Children and anyone who is or may be pregnant wait outside the room.",
  "pet-emergency":
    "If your pet may have swallowed a battery, a magnet or something sharp, or is struggling to breathe, go to your vet or an animal emergency clinic now: do not wait for an appointment or fast your pet.",
} as const satisfies Record<string, string>;

export type AdviceKey = keyof typeof advice;

/** The same in one line, for a card. */
export const petFastingShort = "Diabetic, very young or unwell pet? Ask your vet before fasting it.";

/** Said with every fast a pet is asked to keep. */
export const petFastingWarning =
  "If your pet has diabetes, is very young or is unwell, ask your vet before fasting it. Water is always allowed.";

