import { z } from "zod";
import { inOrder, orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";
import { newsItemSchema } from "./news.schema.ts";

/** The press stories of /press: content/en/news/<id>.json. */
export const newsCollection = defineCollection({
  name: "news",
  label: "News",
  labelSingular: "News story",
  description: "The stories of /press. The file name is the story's id.",
  source: { folder: "news", extension: "json" },
  schema: newsItemSchema
    .extend({
      date: z.iso.date().meta({ title: "Date", description: "written yyyy-mm-dd, e.g. 2025-09-14" }),
      content: z.array(z.string().min(1)).min(2).meta({ title: "Story", description: "one entry per paragraph, at least two" }),
      order: orderField,
    })
    .strict(),
  idField: "id",
  editor: { summary: "{{title}} ({{date}})", sortableFields: ["order", "date", "title"] },
  compile: (items) => inOrder(items),
  check: (output, context): ContentProblem[] =>
    output.flatMap((story) => checkPlaceholders(`content/${context.locale}/news/${story.id}.json`, story, context, placeholdersOf.news)),
});
