import { z } from "zod";
import { keyedInOrder, orderField } from "#content/compiler/order.ts";
import { defineCollection } from "./collection.ts";

/**
 * Who signs off the medical content (content/en/medical-reviewers/<id>.json): a role and a
 * qualification, never an invented person. Every review names one by its id (the file name); the
 * build refuses a review naming nobody on this list (content/compiler/reviews-check.ts).
 */
export const medicalReviewersCollection = defineCollection({
  name: "medical-reviewers",
  label: "Medical reviewers",
  labelSingular: "Medical reviewer",
  description: "The clinicians' roles and qualifications a page's review names. The file name is the id a review uses.",
  source: { folder: "medical-reviewers", extension: "json" },
  schema: z
    .object({
      role: z.string().min(1).meta({ title: "Role", description: "e.g. Consultant pathologist", medical: true }),
      qualification: z.string().min(1).meta({ title: "Qualification", description: "e.g. MD (Pathology)", medical: true }),
      order: orderField,
    })
    .strict(),
  editor: { summary: "{{role}}, {{qualification}}", sortableFields: ["order", "role"] },
  compile: (items) => keyedInOrder(items),
});
