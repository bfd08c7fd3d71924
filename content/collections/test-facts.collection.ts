import { z } from "zod";
import { keyedInOrder, orderField } from "#content/compiler/order.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { timingAdviceProblems } from "#content/compiler/timed-analytes-check.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { testFactsFields, withFactsRules } from "./test-facts.schema.ts";

/**
 * What each test is (content/en/test-facts/<key>.json): the one source of a test's sample, fasting,
 * preparation, report time and parameters (decisions 011 and 017). Catalogue tests, packages,
 * department tests and home-care packages name a test by its key, the file name.
 */
export const testFactsCollection = defineCollection({
  name: "test-facts",
  label: "Test facts",
  labelSingular: "Test facts",
  description:
    "What each test is: sample, fasting, preparation, report time, what it reports. Every list that sells the test reads these. The file name (e.g. lipid-profile) is the key other items name it by.",
  source: { folder: "test-facts", extension: "json" },
  schema: withFactsRules(z.object({ ...testFactsFields, order: orderField }).strict()),
  editor: { summary: "{{label}} ({{reportTime}})", sortableFields: ["order", "label"] },
  compile: (items) => keyedInOrder(items),
  check: (output, context): ContentProblem[] => checkTestFacts(output, context),
});

type CheckedFacts = { sampleKind: string; parameters: string[]; advice?: string[]; notices?: string[]; centreService?: string };

function checkTestFacts(facts: Record<string, CheckedFacts>, context: CompileContext): ContentProblem[] {
  const advice = Object.keys(context.get("advice"));
  const notices = Object.keys(context.get("safety-notices"));
  // A centre-only test is offered by the centres that list its service, word for word, in each language.
  const services = [...new Set(context.get("centres").flatMap((centre) => centre.services))];
  const problems: ContentProblem[] = [];
  for (const [key, f] of Object.entries(facts)) {
    const file = `content/${context.locale}/test-facts/${key}.json`;
    if (f.centreService !== undefined && !services.includes(f.centreService))
      problems.push({
        file,
        field: "centreService",
        problem: `is "${f.centreService}", which no centre lists among its services`,
        allowed: `a service as a centre lists it (content/${context.locale}/centres/), word for word: ${services.join("; ")}`,
      });
    (f.advice ?? []).forEach((name, index) => {
      if (!advice.includes(name))
        problems.push({
          file,
          field: `advice[${index}]`,
          problem: `is "${name}", which is not a shared advice`,
          allowed: `the name of a file in content/${context.locale}/advice/: ${advice.join(", ")}`,
        });
    });
    (f.notices ?? []).forEach((name, index) => {
      if (!notices.includes(name))
        problems.push({
          file,
          field: `notices[${index}]`,
          problem: `is "${name}", which is not an emergency notice`,
          allowed: notices.join(", "),
        });
    });
  }
  // A timed analyte names its timing advice (docs/content-review.md rule 29); the English parameters name the analytes.
  if (context.locale === "en") problems.push(...timingAdviceProblems(facts));
  return problems;
}

/** The test keys of the compiled facts: what catalogue tests, packages and department tests may name. */
export function testKeysOf(context: CompileContext): string[] {
  return Object.keys(context.get("test-facts"));
}
