/**
 * The boxed safety notices, each written once. A test, package, department page or search result that
 * a patient could reach with a symptom that can be an emergency names the notice by key, and the page
 * shows it as a box above everything else (docs/content-review.md, rule 1). Every notice that offers
 * urgent help names 112, India's emergency number (rule 2).
 */
import { feverAdvice } from "./safety-advice";

export interface SafetyNotice {
  /** "emergency": call 112 now; "caution": care advice while a test is pending. */
  kind: "emergency" | "caution";
  title: string;
  text: string;
}

export const safetyNotices = {
  "chest-pain": {
    kind: "emergency",
    title: "Chest pain now? Call 112.",
    text: "Chest pain, pressure or tightness lasting more than a few minutes, especially with breathlessness, sweating, or pain spreading to the arm, jaw or back, can be a heart attack. Call 112 or go to the nearest emergency department straight away. Do not wait for a test: a normal ECG or blood test does not rule a heart attack out.",
  },
  breathlessness: {
    kind: "emergency",
    title: "Struggling to breathe? Call 112.",
    text: "Sudden or severe breathlessness, breathlessness at rest, blue or grey lips, or being unable to speak in full sentences is an emergency: call 112 or go to the nearest emergency department. Lung function tests are for breathlessness or a cough that has lasted weeks, not for an attack now.",
  },
  palpitations: {
    kind: "emergency",
    title: "Palpitations with chest pain, fainting or breathlessness? Call 112.",
    text: "Call 112 or go to the nearest emergency department if a fast or irregular heartbeat comes with chest pain, fainting, severe dizziness or breathlessness. A Holter recording is for palpitations or dizzy spells that come and go, when your doctor has asked for it.",
  },
  stroke: {
    kind: "emergency",
    title: "Sudden weakness, numbness or slurred speech? Call 112.",
    text: "Sudden numbness or weakness of the face, an arm or a leg (especially on one side), a drooping face, slurred or confused speech or sudden loss of sight can be a stroke: note the time and call 112 at once, even if it gets better. Weakness that spreads up the legs over hours or days, or affects breathing or swallowing, is also an emergency. Nerve tests are for numbness or tingling that has lasted weeks.",
  },
  fits: {
    kind: "emergency",
    title: "A fit happening now? Call 112.",
    text: "Call 112 for a first fit, a fit lasting more than 5 minutes, fits one after another without waking in between, or a fit with an injury, in pregnancy or in water. An EEG is booked afterwards, when a doctor asks for it.",
  },
  fever: {
    kind: "caution",
    title: feverAdvice.title,
    text: `${feverAdvice.callIf} ${feverAdvice.signs.join("; ")}. ${feverAdvice.whileYouWait}`,
  },
  swallowed: {
    kind: "emergency",
    title: "Swallowed a battery, magnet or something sharp? Get help now.",
    text: "A swallowed button battery can burn through the food pipe within 2 hours, and two magnets or a sharp object can tear the gut. If a child or adult has swallowed one, call 112 or go to the nearest emergency department at once. If a pet has, go to your vet or an animal emergency clinic now: do not fast it or wait for an X-ray appointment.",
  },
  "allergic-reaction": {
    kind: "emergency",
    title: "Swelling of the lips, tongue or throat, or trouble breathing? Call 112.",
    text: "If this happens after eating something or a sting, use an adrenaline auto-injector if you have one and call 112. Allergy blood tests help plan care later; they are not for a reaction that is happening now.",
  },
  pregnancy: {
    kind: "emergency",
    title: "Bleeding, severe pain or your baby moving less? Call 112.",
    text: "In pregnancy, bleeding, severe belly pain, a severe headache with blurred vision, a fit, or your baby moving less than usual needs care now: call 112 or go to your hospital's labour ward. Do not wait for a booked test.",
  },
} as const satisfies Record<string, SafetyNotice>;

export type SafetyNoticeKey = keyof typeof safetyNotices;
