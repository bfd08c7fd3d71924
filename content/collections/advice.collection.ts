import { z } from "zod";
import { keyedInOrder, orderField } from "#content/compiler/order.ts";
import { defineCollection } from "./collection.ts";

/**
 * The preparation sentences several tests share, each written once (content/en/advice/<key>.json); a
 * test's facts name the ones that apply, and a package shows each once (docs/content-review.md).
 */
export const adviceCollection = defineCollection({
  name: "advice",
  label: "Advice",
  labelSingular: "Advice",
  description: "Preparation sentences several tests share. A test names the ones that apply under Shared advice; its file name is its key.",
  source: { folder: "advice", extension: "json" },
  schema: z
    .object({
      text: z
        .string()
        .min(1)
        .meta({ title: "Sentence", description: "one or two sentences a patient reads before the test", medical: true, widget: "text" }),
      order: orderField,
    })
    .strict(),
  editor: { summary: "{{text}}", sortableFields: ["order"] },
  compile: (items) => Object.fromEntries(Object.entries(keyedInOrder(items)).map(([key, { text }]) => [key, text])),
});
