import { z } from "zod";
import { catalogueCategories } from "./catalogue-categories";

/**
 * Zod schemas for ./catalogue.ts and the types derived from them; the unit tests check the data with them.
 * ./catalogue.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const packagePanelSchema = z.object({
  panel: z.string().min(1),
  tests: z.array(z.string().min(1)).min(1),
  count: z.number().int().positive().optional(),
});

/** A boxed safety message on the details page: "emergency" for call-112 warnings, "caution" for care advice. */
export const safetyNoticeSchema = z.object({
  kind: z.enum(["emergency", "caution"]),
  title: z.string().min(1),
  text: z.string().min(1),
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
  safety: safetyNoticeSchema.optional(),
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

export type SafetyNotice = z.infer<typeof safetyNoticeSchema>;
export type PackagePanel = z.infer<typeof packagePanelSchema>;
export type TestItem = z.infer<typeof testItemSchema>;
export type PackageItem = z.infer<typeof packageItemSchema>;
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
