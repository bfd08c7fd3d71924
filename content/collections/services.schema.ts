import { z } from "zod";
import { iconNames } from "#content/icon-names.ts";
import { collectionKinds } from "#content/test-kinds.ts";
import { medicalReviewSchema } from "./medical-review.schema.ts";
import { relationTo } from "./relation.schema.ts";

/**
 * Zod schemas for ./services.ts (files content/en/departments/<slug>.json and
 * content/en/department-tests/<test key>.json, content/collections/services.collection.ts) and the types
 * derived from them. The test keys and notices they name are checked against their own files by the
 * build, so these schemas read no content.
 */
const noticeKey = relationTo("safety-notices");

export const subcategoryTestSchema = z.object({
  /** The test facts this card sells (./test-facts.ts); also its My Package id and its #test-{id} anchor. */
  id: relationTo("test-facts"),
  name: z.string().min(1),
  /** Rupees: the test's own price, from its catalogue test (content/en/tests/): one test, one price. */
  price: z.number().int().positive(),
  /** The price includes the home visit (its catalogue test's `homeVisitIncluded`). */
  homeVisitIncluded: z.literal(true).optional(),
  description: z.string().min(1),
  preparationRequired: z.boolean(),
  fastingRequired: z.boolean(),
  reportTime: z.string().min(1),
  sample: z.string().min(1),
  preparationTime: z.string().min(1).optional(),
  /** Where the test can be done (./test-kinds.ts). */
  collection: z.enum(collectionKinds),
  /** The one-line medicine warning a fast carries on the card (people: insulin; pets: ask the vet). */
  fastingNote: z.string().min(1).optional(),
  /** The test's own boxed notices (its facts'); the page shows them once, above its tests. */
  notices: z.array(noticeKey).optional(),
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
  /** Boxed notices of the page (./safety-notices.ts): a symptom that can be an emergency names its 112 box. */
  notices: z
    .array(noticeKey)
    .optional()
    .meta({ title: "Emergency notices", description: "call-112 boxes for symptoms that lead to this page", medical: true }),
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
  /** The dated medical review of the department's pages (its own and its subcategories'). */
  review: medicalReviewSchema,
});

export type Feature = z.infer<typeof featureSchema>;
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;
export type SubcategoryTest = z.infer<typeof subcategoryTestSchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;
