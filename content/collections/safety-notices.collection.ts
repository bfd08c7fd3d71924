import { z } from "zod";
import { keyedInOrder, orderField } from "#content/compiler/order.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersIn, placeholdersOf } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";

/**
 * The call-112 boxes (content/en/safety-notices/<key>.json), each written once; tests, packages,
 * departments and searches name them by key (docs/content-review.md, rules 1 and 2).
 */
export const safetyNoticesCollection = defineCollection({
  name: "safety-notices",
  label: "Emergency notices",
  labelSingular: "Emergency notice",
  description:
    "The boxes shown above everything on pages a patient may reach with an emergency symptom. Every one that offers urgent help names 112. The file name is the key tests name it by.",
  source: { folder: "safety-notices", extension: "json" },
  schema: z
    .object({
      kind: z
        .enum(["emergency", "caution"])
        .meta({ title: "Kind", description: "emergency: call 112 now; caution: care advice while a test is pending", medical: true }),
      title: z
        .string()
        .min(1)
        .meta({ title: "Heading", description: 'a question and the action, e.g. "Chest pain now? Call 112."', medical: true }),
      text: z
        .string()
        .min(1)
        .meta({ title: "Text", description: "what the symptom can be and what to do now, naming 112", medical: true, widget: "text" }),
      order: orderField,
    })
    .strict(),
  editor: { summary: "{{title}}", sortableFields: ["order", "title"] },
  compile: (items) => keyedInOrder(items),
  check: (output, context): ContentProblem[] =>
    Object.entries(output).flatMap(([key, notice]) =>
      (["title", "text"] as const).flatMap((field) =>
        placeholdersIn(notice[field])
          .filter(({ name }) => !(placeholdersOf["safety-notices"] as readonly string[]).includes(name))
          .map(({ name }) => ({
            file: `content/${context.locale}/safety-notices/${key}.json`,
            field,
            problem: `uses the placeholder {{${name}}}, which a notice cannot use`,
            allowed: placeholdersOf["safety-notices"].map((n) => `{{${n}}}`).join(", "),
          })),
      ),
    ),
});
