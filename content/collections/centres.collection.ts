import { inOrder, orderField } from "#content/compiler/order.ts";
import { centreSchema } from "./centres.schema.ts";
import { defineCollection } from "./collection.ts";

/** The centres of /locations: one file each, content/en/centres/<id>.json. */
export const centresCollection = defineCollection({
  name: "centres",
  label: "Centres",
  labelSingular: "Centre",
  description: "The collection centres listed on /locations, in the order of their position.",
  source: { folder: "centres", extension: "json" },
  schema: centreSchema.extend({ order: orderField }).strict(),
  idField: "id",
  editor: { summary: "{{name}} ({{region}})", sortableFields: ["order", "name"] },
  compile: (items) => inOrder(items),
});
