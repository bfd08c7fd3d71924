import { z } from "zod";
import { inOrder, orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { iconNames } from "#content/icon-names.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";
import { facilityHighlightSchema, galleryItemSchema } from "./gallery.schema.ts";

/** The pictures of /gallery: content/en/gallery/<id>.json. */
export const galleryCollection = defineCollection({
  name: "gallery",
  label: "Gallery",
  labelSingular: "Gallery picture",
  description: "The pictures of /gallery, each with its description for people who cannot see it.",
  source: { folder: "gallery", extension: "json" },
  schema: galleryItemSchema.extend({ order: orderField }).strict(),
  idField: "id",
  editor: { summary: "{{title}}", sortableFields: ["order", "title"] },
  compile: (items) => inOrder(items),
  check: (output, context): ContentProblem[] =>
    output.flatMap((item) => checkPlaceholders(`content/${context.locale}/gallery/${item.id}.json`, item, context, placeholdersOf.gallery)),
});

/** The gallery page's highlights: content/en/gallery-page.json. */
export const galleryPageCollection = defineCollection({
  name: "gallery-page",
  label: "Gallery page",
  description: "The highlights above the pictures of /gallery.",
  source: { file: "gallery-page.json" },
  schema: z
    .object({
      facilityHighlights: z.array(facilityHighlightSchema.strict()).min(1).meta({ title: "Highlights" }),
      centreNetworkHighlight: z
        .object({ icon: z.enum(iconNames), title: z.string().min(1) })
        .strict()
        .meta({ title: "Centre network" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
  check: (output, context): ContentProblem[] =>
    checkPlaceholders(`content/${context.locale}/gallery-page.json`, output, context, placeholdersOf.gallery),
});
