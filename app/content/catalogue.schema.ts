import { z } from "zod";
import { medicalReviewSchema } from "./medical-review.schema";
import { safetyNotices, type SafetyNoticeKey } from "./safety-notices";
import { testFacts, type TestKey } from "./test-facts";

/**
 * Zod schemas for ./catalogue.ts and the types derived from them; the unit tests check the data with them.
 * ./catalogue.ts imports only types from here, so the browser bundle does not ship zod.
 *
 * A catalogue entry holds what belongs to the offer alone (name, price, who it is for). What a test is
 * (sample, fasting, preparation, report time, parameters, where it can be done) comes from the test
 * facts it names, and a package's from the tests it holds (app/domain/catalogue.ts).
 */

const testKeys = Object.keys(testFacts) as [TestKey, ...TestKey[]];
const testKeySchema = z.enum(testKeys);

const noticeKeys = Object.keys(safetyNotices) as [SafetyNoticeKey, ...SafetyNoticeKey[]];

/**
 * A display group of several tests inside a package ("Cardiac Risk Markers"). `chooseOne`: the doctor
 * picks one of them ("PSA or CA-125"), so the package counts one, and prepares for either.
 */
export const packageGroupSchema = z
  .object({
    panel: z.string().min(1),
    tests: z.array(testKeySchema).min(2),
    chooseOne: z.literal(true).optional(),
  })
  .strict();

const offer = {
  id: z.number().int().positive(),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).optional(),
  specialty: z.string().min(1),
  price: z.number().int().positive(),
  popular: z.boolean(),
  image: z.string().min(1).optional(),
  /** Boxed notices (./safety-notices.ts): every symptom that can be an emergency and leads here names its 112 box. */
  notices: z.array(z.enum(noticeKeys)).optional(),
  /** Who the offer is for or what a doctor asks it for: uses the tests support, never a promise. */
  specializations: z.array(z.string().min(1)),
  review: medicalReviewSchema,
};

export const testEntrySchema = z
  .object({
    ...offer,
    type: z.literal("test"),
    /** The test facts this offer sells. */
    test: testKeySchema,
  })
  .strict();

export const packageEntrySchema = z
  .object({
    ...offer,
    type: z.literal("package"),
    description: z.string().min(1),
    /** The tests, by key: one alone, or a display group of several. */
    contents: z.array(z.union([testKeySchema, packageGroupSchema])).min(1),
  })
  .strict();

export const catalogueEntrySchema = z.discriminatedUnion("type", [testEntrySchema, packageEntrySchema]);

export type PackageGroup = z.infer<typeof packageGroupSchema>;
export type TestEntry = z.infer<typeof testEntrySchema>;
export type PackageEntry = z.infer<typeof packageEntrySchema>;
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
