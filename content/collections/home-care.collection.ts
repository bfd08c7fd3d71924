import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";
import { faqSchema, highlightSchema, stepSchema } from "./home-care.schema.ts";

/** /home-care's page: content/en/home-care.json (hero, services, why choose us, steps, FAQs). */
export const homeCareCollection = defineCollection({
  name: "home-care",
  label: "Home care page",
  description:
    "The /home-care page: its top, why choose us, the steps and the FAQs. The services are in Home services, the packages in Home-care packages.",
  source: { file: "home-care.json" },
  schema: z
    .object({
      hero: z
        .object({
          eyebrow: z.string().min(1),
          title: z.string().min(1),
          intro: z.string().min(1).meta({ widget: "text" }),
          image: z.string().min(1),
          imageAlt: z.string().min(1).meta({ title: "Image description" }),
          stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) }).strict()).min(1),
        })
        .strict()
        .meta({ title: "Top of the page" }),
      whyChoose: z.array(highlightSchema.strict()).min(1).meta({ title: "Why choose us" }),
      steps: z.array(stepSchema.strict()).min(1).meta({ title: "Steps" }),
      faqs: z.array(faqSchema.strict()).min(1).meta({ title: "FAQs" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/home-care.json`;
    const faqs = output.faqs;
    return [
      ...checkPlaceholders(file, output, context, placeholdersOf["home-care"]),
      // A question asked twice is an editing slip (an FAQ copied, then not changed).
      ...faqs.flatMap((faq, i) =>
        faqs.findIndex((other) => other.question.trim().toLowerCase() === faq.question.trim().toLowerCase()) < i
          ? [
              {
                file,
                field: `faqs[${i}].question`,
                problem: `is "${faq.question}", which an earlier FAQ asks already`,
                allowed: "each question once: change it or delete one of the two",
              },
            ]
          : [],
      ),
    ];
  },
});
