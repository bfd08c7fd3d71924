import type { sampleKinds } from "./test-kinds.ts";

/**
 * Analytes whose result depends on when the sample is taken (docs/content-review.md rule 29): a hormone
 * that changes over the menstrual cycle or through the day, urine albumin that a period's blood raises.
 * The list is written out by hand, by a clinician; every test whose parameters name one of them must name
 * its timing advice (content/en/advice/), and the build refuses a test that does not
 * (content/compiler/timed-analytes-check.ts). A new timed analyte is added here first.
 */
export interface TimedAnalyte {
  /** The analyte, as a message names it. */
  readonly analyte: string;
  /** Matches a line of a test's parameters that measures it. */
  readonly parameter: RegExp;
  /** The kind of sample whose timing matters (blood for a hormone, urine for urine albumin). */
  readonly sampleKind: (typeof sampleKinds)[number];
  /** The shared advice that says when to give the sample. */
  readonly advice: string;
  /** Why the timing matters, after "which": "changes over the menstrual cycle". */
  readonly why: string;
}

const CYCLE = "changes over the menstrual cycle";
const MORNING = "is highest in the morning and falls through the day";
const PERIOD = "a period's blood raises";

export const timedAnalytes: readonly TimedAnalyte[] = [
  { analyte: "FSH", parameter: /\b(FSH|follicle[- ]stimulating hormone)\b/i, sampleKind: "blood", advice: "cycle-day-2-5", why: CYCLE },
  { analyte: "LH", parameter: /\b(LH|luteini[sz]ing hormone)\b/i, sampleKind: "blood", advice: "cycle-day-2-5", why: CYCLE },
  { analyte: "estradiol", parameter: /\b(o?estradiol|E2)\b/i, sampleKind: "blood", advice: "cycle-day-2-5", why: CYCLE },
  {
    analyte: "17-OH progesterone",
    parameter: /\b17-?(alpha-|α-)?hydroxyprogesterone\b|\b17-?OHP\b/i,
    sampleKind: "blood",
    advice: "cycle-day-2-5",
    why: "rises after ovulation",
  },
  // \b keeps 17-hydroxyprogesterone out: no word boundary inside "hydroxyprogesterone".
  { analyte: "progesterone", parameter: /\bprogesterone\b/i, sampleKind: "blood", advice: "cycle-day-21", why: CYCLE },
  { analyte: "cortisol", parameter: /\bcortisol\b/i, sampleKind: "blood", advice: "morning-sample", why: MORNING },
  { analyte: "testosterone", parameter: /\btestosterone\b/i, sampleKind: "blood", advice: "morning-sample", why: MORNING },
  {
    analyte: "urine albumin or protein",
    parameter: /\b(albumin|protein)\b/i,
    sampleKind: "urine",
    advice: "avoid-menstrual-period",
    why: PERIOD,
  },
];
