import { describe, expect, it } from "vitest";
import { testFacts } from "#content/test-facts.ts";
import { timedAnalytes } from "#content/timed-analytes.ts";
import { problemLine } from "./problems.ts";
import { timingAdviceProblems, type TimedFacts } from "./timed-analytes-check.ts";

// Rule 29 of docs/content-review.md: a test of an analyte timed to the cycle, the hour or a period names
// its timing advice. The facts below are made up for the test; the messages are written out by hand.

describe("the timed analytes", () => {
  it("are the ones a clinician listed, each with its advice", () => {
    expect(timedAnalytes.map((t) => `${t.analyte}: ${t.advice}`)).toEqual([
      "FSH: cycle-day-2-5",
      "LH: cycle-day-2-5",
      "estradiol: cycle-day-2-5",
      "17-OH progesterone: cycle-day-2-5",
      "progesterone: cycle-day-21",
      "cortisol: morning-sample",
      "testosterone: morning-sample",
      "urine albumin or protein: avoid-menstrual-period",
    ]);
  });
});

describe("a test of a timed analyte without its timing advice", () => {
  it("is refused, naming the file, the analyte and the advice to add", () => {
    const facts: Record<string, TimedFacts> = {
      "new-17-ohp": { sampleKind: "blood", parameters: ["17-hydroxyprogesterone"], advice: ["morning-sample"] },
    };
    const lines = timingAdviceProblems(facts).map(problemLine);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'content/en/test-facts/new-17-ohp.json: the field "advice" does not name "cycle-day-2-5", but the test measures 17-OH progesterone (its parameter "17-hydroxyprogesterone"), which rises after ovulation. Allowed: the shared advice "cycle-day-2-5" added to the list: a test of an analyte timed to the cycle, the hour or a period says when to give the sample (content/timed-analytes.ts, docs/content-review.md rule 29).',
    );
  });

  it("names every advice a panel misses, and not progesterone's day for 17-OH progesterone", () => {
    const facts: Record<string, TimedFacts> = {
      "hormone-panel": { sampleKind: "blood", parameters: ["Follicle stimulating hormone (FSH)", "17-OHP", "Serum cortisol"] },
      "urine-albumin-new": { sampleKind: "urine", parameters: ["Urine albumin"], advice: ["morning-sample"] },
    };
    expect(timingAdviceProblems(facts).map((p) => `${p.file} ${p.problem}`)).toEqual([
      'content/en/test-facts/hormone-panel.json does not name "cycle-day-2-5", but the test measures FSH (its parameter "Follicle stimulating hormone (FSH)"), which changes over the menstrual cycle',
      'content/en/test-facts/hormone-panel.json does not name "cycle-day-2-5", but the test measures 17-OH progesterone (its parameter "17-OHP"), which rises after ovulation',
      'content/en/test-facts/hormone-panel.json does not name "morning-sample", but the test measures cortisol (its parameter "Serum cortisol"), which is highest in the morning and falls through the day',
      'content/en/test-facts/urine-albumin-new.json does not name "avoid-menstrual-period", but the test measures urine albumin or protein (its parameter "Urine albumin"), which a period\'s blood raises',
    ]);
  });
});

describe("a test that names its timing advice, or measures nothing timed", () => {
  it("passes: the advice named, a blood albumin (not urine), an untimed hormone", () => {
    const facts: Record<string, TimedFacts> = {
      progesterone: { sampleKind: "blood", parameters: ["Progesterone"], advice: ["cycle-day-21", "biotin"] },
      "serum-albumin": { sampleKind: "blood", parameters: ["Serum albumin"] },
      amh: { sampleKind: "blood", parameters: ["Anti-Müllerian hormone (AMH)"] },
    };
    expect(timingAdviceProblems(facts)).toEqual([]);
  });

  it("passes for every test's facts in content/en/test-facts", () => {
    expect(Object.keys(testFacts).length).toBeGreaterThan(120);
    expect(timingAdviceProblems(testFacts)).toEqual([]);
  });
});
