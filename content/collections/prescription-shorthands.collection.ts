import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { shorthandProblems } from "#content/compiler/shorthand-check.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { relationTo } from "./relation.schema.ts";
import { offersOf } from "./test-rules.collection.ts";

/**
 * The shorthand doctors write on a prescription (FBS, KFT, S. Creat, Urine R/M) and the test or package
 * each means, for the list box that prices a whole slip (docs/decisions/058-prescription-shorthands.md);
 * and the studies the lab does not do (USG, CT, MRI), with what to tell a person whose slip names one.
 * The spellings are facts, typed once in English's file whatever their script; a study's name and
 * sentence are words, in each language. The build refuses a shorthand that names no item, or another
 * item's name, or a name a known confusion keeps from its test (docs/content-review.md, rule 30).
 */

const spellings = (title: string, description: string) =>
  z
    .array(z.string().min(1).meta({ i18n: false }))
    .min(1)
    .meta({ title, description, medical: true });

export const prescriptionShorthandsCollection = defineCollection({
  name: "prescription-shorthands",
  label: "Prescription shorthand",
  description:
    "How doctors write tests on a prescription (FBS, KFT, S. Creat) and the test or package each means: the list box on Find a Test and the home page prices a pasted slip with it. Also the studies the lab does not do, with what to say.",
  source: { file: "prescription-shorthands.json" },
  schema: z
    .object({
      shorthands: z
        .array(
          z
            .object({
              words: spellings(
                "Spellings",
                'how it is written on a slip, one spelling a line: "FBS", "F.B.S", "sugar fasting"; capitals, dots and spaces do not matter ("S. Creat" is "s creat"), any script',
              ),
              test: relationTo("test-facts")
                .optional()
                .meta({ title: "Test", description: "the test it means; leave empty when it means a package", medical: true }),
              package: z.number().int().positive().optional().meta({
                title: "Package",
                description: "the number of the health package it means (its file name in Health packages); leave empty for a test",
                medical: true,
              }),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Shorthand", description: "each with the one test or package it means" }),
      notDone: z
        .array(
          z
            .object({
              name: z.string().min(1).meta({ title: "Study", description: 'its name as the list shows it, e.g. "Ultrasound (USG)"' }),
              words: spellings("Spellings", 'how it is written on a slip: "USG", "sonography"; any script'),
              says: z.string().min(1).meta({
                title: "What the list says",
                description: "one or two sentences: that the lab does not do it, and where to ask",
                widget: "text",
              }),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Studies the lab does not do" }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] =>
    shorthandProblems({ file: `content/${context.locale}/prescription-shorthands.json`, ...soldOf(context), ...output }),
});

/** What a shorthand may name, and the names it must not take, from the other collections. */
function soldOf(context: CompileContext) {
  const soldTests = new Set([...context.get("catalogue-tests").map((t) => t.test), ...context.get("department-tests").map((d) => d.id)]);
  return {
    soldTests,
    packageIds: new Set(context.get("packages").map((p) => p.id)),
    offers: offersOf(context),
    confusions: context.get("known-confusions").confusions,
  };
}
