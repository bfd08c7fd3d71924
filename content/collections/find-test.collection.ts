import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { defineCollection } from "./collection.ts";

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
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/find-test.json`;
    const tests = new Map(context.get("catalogue-tests").map((test) => [test.id, test.name]));
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

/**
 * The "see" rows of the A–Z (/all-tests): an everyday name a slip or a patient uses, in its place among
 * the names, pointing to the test it means ("Creatinine, see Serum creatinine (with eGFR)"). A short list
 * the staff keep, so the index does not grow by every alias of every test.
 */
export const allTestsCollection = defineCollection({
  name: "all-tests",
  label: "All tests A–Z",
  description:
    "The everyday names the A–Z lists in their place with a pointer to the test they mean, e.g. Creatinine → Serum creatinine. Keep it short: the names people look for under a letter where the test is not.",
  source: { file: "all-tests.json" },
  schema: z
    .object({
      see: z
        .array(
          z
            .object({
              name: z
                .string()
                .min(1)
                .meta({ title: "Everyday name", description: "the name as people say or a slip writes it, e.g. Creatinine or Vit D" }),
              test: z
                .number()
                .int()
                .positive()
                .meta({ title: "Test", description: "the test it means, by its catalogue number", relation: "catalogue-tests" }),
            })
            .strict(),
        )
        .meta({ title: "See rows", description: "each everyday name and the test it points to" }),
    })
    .strict(),
  compile: (items): { see: { name: string; test: number }[] } => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/all-tests.json`;
    const tests = new Set(context.get("catalogue-tests").map((test) => test.id));
    const problems: ContentProblem[] = [];
    output.see.forEach((row, index) => {
      if (!tests.has(row.test))
        problems.push({
          file,
          field: `see[${index}].test`,
          problem: `is ${row.test}, which is not in the catalogue`,
          allowed: `the number of a file in content/${context.locale}/tests/ (pick the test from the list in the editor)`,
        });
    });
    return problems;
  },
});
