import { z } from "zod";
import { defineCollection } from "./collection.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";

const count = (title: string, description: string) => z.number().int().positive().meta({ title, description });
const percent = (title: string, description: string) => z.number().int().min(0).max(100).meta({ title, description });
const line = (title: string, description: string, widget?: "text") =>
  z
    .string()
    .min(1)
    .meta({ title, description, ...(widget ? { widget } : {}) });

/**
 * What the site claims about itself (docs/content-review.md, rule 4; docs/behaviour.md#claims): the
 * counts with the date they were taken, the measured figures with their source and period, the quality
 * checks, where samples are tested, and the accreditations (the NABL certificate's scope, test by test, is
 * its own file: ./accreditation-scope.collection.ts). The site builds its
 * sentences from these ("85% of home visits were completed within 3 hours… (internal data, …)"), so a
 * figure is typed once and every sentence quoting it follows.
 */
export const claimsCollection = defineCollection({
  name: "claims",
  label: "Claims and figures",
  description:
    "The counts, figures, quality checks and accreditations the site states. Update a count and its date together, and the figures and their source together.",
  source: { file: "claims.json" },
  schema: z
    .object({
      countsDate: line("When the counts were taken", 'month and year, e.g. "Nov 2026"; shown with the test and centre counts'),
      testMenuCount: count("Tests on the test menu", 'a whole number such as 1500; shown as "1500+ tests"'),
      figuresSource: line("Source of the figures", 'where the figures below come from and the period, e.g. "internal data, Apr–Sep 2025"'),
      reportDelivery: line(
        "How reports reach patients",
        'the channels, as a phrase that follows "sent", e.g. "by email and on chat, as a secure PDF link"; every page that says how reports arrive quotes it',
      ),
      homeVisitsWithin3hPercent: percent(
        "Home visits within 3 hours (%)",
        "the share of home visits completed within 3 hours of booking, a whole number from 0 to 100",
      ),
      reportsWithin6hPercent: percent(
        "Reports within 6 hours (%)",
        "the share of routine reports released within 6 hours of the sample reaching the lab, a whole number from 0 to 100",
      ),
      rating: z
        .number()
        .positive()
        .multipleOf(0.1)
        .meta({ title: "Average rating", description: "the average post-visit rating, with at most one decimal, e.g. 4.8" }),
      ratingOutOf: count("Rating out of", "the highest rating, a whole number such as 5"),
      ratingCount: count("Number of ratings", 'a whole number such as 2500; shown as "2,500+"'),
      responseTarget: z
        .object({
          feature: line("Feature line", "the aim in a few words, saying it is an aim"),
          badge: line("Badge", "a word or two, saying it is a target"),
          aim: line("Sentence", "one sentence saying it is a target, not a promise; the measured 3-hour figure follows it", "text"),
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
  compile: (items) => items[0]!.data,
  check: (output, context) => {
    const file = `content/${context.locale}/claims.json`;
    const { accreditations, ...rest } = output;
    const problems: ContentProblem[] = [
      ...checkPlaceholders(file, rest, context, []),
      ...checkPlaceholders(file, accreditations, context, ["accreditation-statement"], "accreditations"),
    ];
    if (output.ratingOutOf < output.rating)
      problems.push({
        file,
        field: "rating",
        problem: `is ${output.rating}, above the highest rating (${output.ratingOutOf})`,
        allowed: `a number from 1 to ${output.ratingOutOf}`,
      });
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
