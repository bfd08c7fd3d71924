import { z } from "zod";

/**
 * The find-test catalogue: tests (ids 1–16) and health packages (ids 100–119, 301–305).
 * SPEC §3 "Catalogue item". Prices are the find-test price set of SPEC §9.
 */
export const catalogueCategories = [
  "pathology",
  "cardiology",
  "pulmonology",
  "neurology",
  "microbiology",
  "package",
] as const;

export const packagePanelSchema = z.object({
  panel: z.string().min(1),
  tests: z.array(z.string().min(1)).min(1),
  count: z.number().int().positive().optional(),
});

const baseItem = {
  id: z.number().int().positive(),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  category: z.enum(catalogueCategories),
  specialty: z.string().min(1),
  description: z.string().min(1),
  sample: z.string().min(1),
  reportTime: z.string().min(1),
  price: z.number().int().positive(),
  homeCollection: z.boolean(),
  popular: z.boolean(),
  preparation: z.string().min(1),
  image: z.string().min(1).optional(),
  specializations: z.array(z.string().min(1)),
};

export const testItemSchema = z.object({
  ...baseItem,
  type: z.literal("test"),
  includes: z.array(z.string().min(1)).min(1),
});

export const packageItemSchema = z.object({
  ...baseItem,
  type: z.literal("package"),
  includes: z.array(z.union([z.string().min(1), packagePanelSchema])).min(1),
});

export const catalogueItemSchema = z.discriminatedUnion("type", [testItemSchema, packageItemSchema]);

export type PackagePanel = z.infer<typeof packagePanelSchema>;
export type TestItem = z.infer<typeof testItemSchema>;
export type PackageItem = z.infer<typeof packageItemSchema>;
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

// Filled by the catalogue issue.
export const catalogue: CatalogueItem[] = [];
