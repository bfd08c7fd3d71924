import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { periodProblems } from "#content/compiler/reviews-check.ts";
import { defineCollection, type CompileContext } from "./collection.ts";

const count = (title: string, description: string) => z.number().int().positive().meta({ title, description });
const line = (title: string, description: string, widget?: "text") =>
  z
    .string()
    .min(1)
    .meta({ title, description, ...(widget ? { widget } : {}) });

/**
 * What the site claims about itself (docs/content-review.md, rules 4 and 26; docs/behaviour.md#claims):
 * the counts with the month they were taken (the build refuses a month that ended more than 12 months
 * before it), the response target (an aim, not a figure), the quality checks, where samples are tested,
 * and the accreditations (the NABL certificate's scope, test by test, is its own file:
 * ./accreditation-scope.collection.ts). The measured service figures (visits within 3 hours, reports
 * within 6 hours, the rating) were taken off when their period ran out, and come back only with data of a
 * current period (docs/decisions/056-accreditation-scope-per-test.md). The site builds its sentences from
 * these, so a fact is typed once and every sentence quoting it follows.
 */
export const claimsCollection = defineCollection({
  name: "claims",
  label: "Claims and figures",
  description:
    "The counts, quality checks and accreditations the site states. Update a count and its month together: the build refuses a month more than 12 months old.",
  source: { file: "claims.json" },
  schema: z
    .object({
      countsMonth: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
        .meta({
          title: "When the counts were taken",
          description:
            'the month, as year-month, e.g. 2026-11 (shown as "Nov 2026"); the build refuses a month that ended more than 12 months before the build, or one still to come (docs/content-review.md, rule 26)',
        }),
      testMenuCount: count("Tests on the test menu", 'a whole number such as 1500; shown as "1500+ tests"'),
      reportDelivery: line(
        "How reports reach patients",
        'the channels, as a phrase that follows "sent", e.g. "by email and on chat, as a secure PDF link"; every page that says how reports arrive quotes it',
      ),
      responseTarget: z
        .object({
          feature: line("Feature line", "the aim in a few words, saying it is an aim"),
          badge: line("Badge", "a word or two, saying it is a target"),
          aim: line("Sentence", "one sentence saying it is a target, not a promise", "text"),
        })
        .strict()
        .meta({ title: "60-minute response target", description: "a target, not a measured result" }),
      qualitySteps: z.array(line("Check", "one check, starting with a capital letter")).min(1).meta({
        title: "Quality checks",
        description: 'every check a laboratory sample passes, in order; their number makes "7-level quality checks"',
      }),
      testingSites: z
        .object({
          sentence: line("Full sentence", "where samples are tested, for pages that explain the service", "text"),
          short: line("Short form", "the same in one sentence, for cards and captions", "text"),
        })
        .strict()
        .meta({ title: "Where samples are tested" }),
      accreditations: z
        .array(
          z
            .object({
              id: line("Key", "a short name in lower case, e.g. iso-9001"),
              name: line("Name", "e.g. ISO 9001"),
              description: line("What it covers", "one line; the NABL line is {{accreditation-statement}}"),
            })
            .strict(),
        )
        .min(1)
        .meta({
          title: "Accreditations and quality schemes",
          description: "in the order shown on the about, home-care and services pages",
        }),
    })
    .strict(),
  // What the site lists, counted from the lists: the count a badge states is the list's length (rule 26).
  compile: (items, context) => ({
    ...items[0]!.data,
    ...listedCounts(context),
  }),
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/claims.json`;
    const { accreditations, ...rest } = output;
    const problems: ContentProblem[] = [
      ...checkPlaceholders(file, rest, context, []),
      ...checkPlaceholders(file, accreditations, context, ["accreditation-statement"], "accreditations"),
    ];
    problems.push(...periodProblems(file, "countsMonth", output.countsMonth, context.today));
    const ids = accreditations.map((a) => a.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        problems.push({
          file,
          field: `accreditations[${index}].id`,
          problem: `is "${id}", which another accreditation has`,
          allowed: "a key no other accreditation has",
        });
    });
    return problems;
  },
});

/**
 * How many tests and packages the site lists. Its return type is written out: a compile that reads another
 * collection's output says what it returns (CompileContext.get says why).
 */
function listedCounts(context: CompileContext): { listedTests: number; listedPackages: number } {
  return { listedTests: context.get("catalogue-tests").length, listedPackages: context.get("packages").length };
}
