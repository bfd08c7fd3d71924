import { z } from "zod";
import { defineCollection } from "./collection.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";

/**
 * The order /find-test lists the catalogue in before anything is searched or filtered: the tests patients
 * book most, chosen by the staff, then every other test by name (docs/decisions/057-find-test-layout.md).
 * A list of catalogue numbers: it stays short however long the menu grows, and the editor picks each
 * from the catalogue by name.
 */
export const findTestCollection = defineCollection({
  name: "find-test",
  label: "Find a Test page",
  description:
    "The tests Find a Test lists first, before anything is searched or filtered, in the order shown (what patients book most). Every other test follows by name.",
  source: { file: "find-test.json" },
  schema: z
    .object({
      defaultOrder: z
        .array(z.number().int().positive().meta({ relation: "catalogue-tests" }))
        .min(1)
        .meta({
          title: "Tests listed first",
          description: "the catalogue numbers of the tests Find a Test lists first, most booked first; every other test follows by name",
        }),
    })
    .strict(),
  compile: (items): { defaultOrder: number[] } => items[0]!.data,
  check: (output, context) => {
    const file = `content/${context.locale}/find-test.json`;
    const tests = new Map(context.get<{ id: number; name: string }[]>("catalogue-tests").map((test) => [test.id, test.name]));
    const problems: ContentProblem[] = [];
    output.defaultOrder.forEach((id, index) => {
      const field = `defaultOrder[${index}]`;
      if (!tests.has(id))
        problems.push({
          file,
          field,
          problem: `is ${id}, which is not in the catalogue`,
          allowed: `the number of a file in content/${context.locale}/tests/ (pick the test from the list in the editor)`,
        });
      else if (output.defaultOrder.indexOf(id) !== index)
        problems.push({ file, field, problem: `is ${id} (${tests.get(id)}), which the list already holds`, allowed: "each test once" });
    });
    return problems;
  },
});
