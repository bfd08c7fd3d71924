import { z } from "zod";
import { advice, type AdviceKey } from "./advice";
import { safetyNotices, type SafetyNoticeKey } from "./safety-notices";
import { collectionKinds, disciplines, sampleKinds, subjects } from "./test-kinds";

/**
 * Zod schema of one test's facts (./test-facts.ts) and the types derived from it; the unit tests check
 * every entry with it. ./test-facts.ts imports only types from here, so the browser bundle does not ship zod.
 */

const reportTimePattern = /^(\d+ (minutes|hours?)|\d+-\d+ (hours|days)|\d+ days?|Same day)$/;

export const testFactsSchema = z
  .object({
    /** The name as a patient reads it; packages list the test under this name. */
    label: z.string().min(1),
    sample: z.string().min(1),
    sampleKind: z.enum(sampleKinds),
    subject: z.enum(subjects).optional(),
    /** Hours of fasting needed before the sample; null when no fasting is needed. */
    fastingHours: z.number().int().positive().nullable(),
    /** The longest fast that still gives a valid result (fasting blood sugar: 12). */
    fastingMaxHours: z.number().int().positive().optional(),
    /** What this test alone needs beyond fasting and the shared advice (./advice.ts). */
    instructions: z.string().min(1).optional(),
    /** One line for compact lists (department test cards). */
    instructionsShort: z.string().min(1).optional(),
    advice: z.array(z.enum(Object.keys(advice) as [AdviceKey, ...AdviceKey[]])).optional(),
    reportTime: z.string().regex(reportTimePattern),
    description: z.string().min(1),
    /** What the report gives; a single analyte lists itself. */
    parameters: z.array(z.string().min(1)).min(1),
    /** Only where `parameters` summarises groups (an allergen panel lists its groups, not its 30 allergens). */
    parameterCount: z.number().int().positive().optional(),
    collection: z.enum(collectionKinds),
    /** For a test done only at a centre: the service, as the centres list it (./centres.ts), that says where. */
    centreService: z.string().min(1).optional(),
    discipline: z.enum(disciplines),
    /** The boxed notices (./safety-notices.ts) every page selling this test shows: the emergencies it must not be booked for. */
    notices: z.array(z.enum(Object.keys(safetyNotices) as [SafetyNoticeKey, ...SafetyNoticeKey[]])).optional(),
  })
  .strict()
  .refine((f) => f.fastingMaxHours === undefined || (f.fastingHours !== null && f.fastingMaxHours > f.fastingHours), {
    message: "fastingMaxHours needs a shorter fastingHours",
    path: ["fastingMaxHours"],
  })
  .refine((f) => f.parameterCount === undefined || f.parameterCount > f.parameters.length, {
    message: "parameterCount is only for a parameter list that summarises more parameters than it names",
    path: ["parameterCount"],
  });

export type TestFacts = z.infer<typeof testFactsSchema>;
