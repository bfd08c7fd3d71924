import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { aboutSchema } from "./about.schema.ts";
import { defineCollection } from "./collection.ts";

/** The about page: content/en/about.json. Its figures are placeholders for the sourced claims. */
export const aboutCollection = defineCollection({
  name: "about",
  label: "About page",
  description: "The /about page. Figures such as {{rating}} or {{listed-centres}} come from the sourced claims; keep the placeholders.",
  source: { file: "about.json" },
  schema: aboutSchema.strict(),
  compile: ([item]) => item!.data,
  check: (output, context): ContentProblem[] =>
    checkPlaceholders(`content/${context.locale}/about.json`, output, context, placeholdersOf.about),
});
