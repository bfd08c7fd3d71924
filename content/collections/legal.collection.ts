import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";
import { legalDocumentSchema, legalSectionSchema } from "./legal.schema.ts";

/** The legal pages: content/en/legal/<slug>.json (privacy policy, terms of service, disclaimer). */
export const legalCollection = defineCollection({
  name: "legal",
  label: "Legal pages",
  labelSingular: "Legal page",
  description:
    "The privacy policy, terms of service and disclaimer. Plain text only; {{brand}} is the lab's name. Contact details are added by the site.",
  source: { folder: "legal", extension: "json" },
  schema: legalDocumentSchema
    .extend({
      title: z.string().min(1).meta({ title: "Title" }),
      lastUpdated: z
        .string()
        .min(1)
        .meta({ title: "Last updated", description: "the date printed on the page, exactly as it should read" }),
      summary: z.string().min(1).meta({ title: "Summary", widget: "text" }),
      sections: z.array(legalSectionSchema.strict()).min(5).meta({ title: "Sections" }),
    })
    .strict(),
  idField: "slug",
  editor: { summary: "{{title}}" },
  compile: (items) => Object.fromEntries(items.map(({ data }) => [data.slug, data])),
  check: (output, context): ContentProblem[] =>
    Object.entries(output).flatMap(([slug, page]) =>
      checkPlaceholders(`content/${context.locale}/legal/${slug}.json`, page, context, placeholdersOf.legal),
    ),
});
