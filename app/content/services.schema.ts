import { z } from "zod";
import { iconNames } from "./icon-names";

/**
 * Zod schemas for ./services.ts and the types derived from them; the unit tests check the data with them.
 * ./services.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const subcategoryTestSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Rupees: the subcategory lists' own price set (it differs from the find-test catalogue on purpose). */
  price: z.number().int().positive(),
  description: z.string().min(1),
  preparationRequired: z.boolean(),
  fastingRequired: z.boolean(),
  reportTime: z.string().min(1),
  sample: z.string().min(1),
  preparationTime: z.string().min(1).optional(),
});

export const equipmentSchema = z.object({ name: z.string().min(1), description: z.string().min(1) });
export const featureSchema = z.object({
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const additionalInfoSchema = z.object({
  whyChoose: z.array(z.string().min(1)).optional(),
  benefits: z.array(z.string().min(1)).optional(),
  qualityStandards: z.array(z.string().min(1)).optional(),
  expertiseAreas: z.array(z.string().min(1)).optional(),
});

export const subcategorySchema = z.object({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  image: z.string().min(1),
  /** Alt text of the illustration. */
  imageAlt: z.string().min(1),
  icon: z.enum(iconNames),
  tests: z.array(subcategoryTestSchema).min(1),
  equipment: z.array(equipmentSchema),
  features: z.array(featureSchema),
  additionalInfo: additionalInfoSchema.optional(),
});

export const serviceCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  description: z.string().min(1),
  icon: z.enum(iconNames),
  image: z.string().min(1),
  /** Alt text of the illustration. */
  imageAlt: z.string().min(1),
  /** The "why choose" block of the service page. */
  whyChoose: z.array(featureSchema).min(1),
  subcategories: z.array(subcategorySchema).min(1),
});

export type Feature = z.infer<typeof featureSchema>;
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
export type SubcategoryTest = z.infer<typeof subcategoryTestSchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
