import { z } from "zod";
import { collectionKinds, disciplines, sampleKinds, subjects } from "#content/test-kinds.ts";
import { relationTo } from "./relation.schema.ts";

/**
 * Zod schema of one test's facts, the file content/en/test-facts/<key>.json (./test-facts.ts loads
 * them), and the type derived from it. The fields' metadata are the editor's labels and hints and the
 * build's "Allowed:" (docs/editing.md); `medical` marks what a clinician signs off. The shared advice
 * and the safety notices a test names are checked against their own files by the build
 * (content/collections/test-facts.collection.ts), so this schema reads no content.
 */

const reportTimePattern = /^(\d+ (minutes|hours?)|\d+-\d+ (hours|days)|\d+ days?|Same day)$/;

const hours = z.number().int().positive();

export const testFactsFields = {
  label: z.string().min(1).meta({ title: "Name", description: "the name as a patient reads it; packages list the test under this name" }),
  sample: z
    .string()
    .min(1)
    .meta({ title: "Sample", description: "what is collected, as patients read it, e.g. Blood (serum)", medical: true }),
  sampleKind: z.enum(sampleKinds).meta({ title: "Kind of sample", medical: true }),
  subject: z.enum(subjects).optional().meta({ title: "For", description: "leave empty for a person; pet for an animal" }),
  fastingHours: hours.nullable().default(null).meta({
    title: "Fasting (hours)",
    description: "hours of fasting before the sample, a whole number such as 12; empty when no fasting is needed",
    medical: true,
  }),
  fastingMaxHours: hours.optional().meta({
    title: "Longest fast (hours)",
    description: "the longest fast that still gives a valid result, more than the fasting hours; usually empty",
    medical: true,
  }),
  laterDrawHours: hours.optional().meta({
    title: "Sample taken later (hours)",
    description:
      "for a sample taken a set time after a meal or a glucose drink, e.g. 2: a package with other blood tests then takes two blood samples, and its page says so",
    medical: true,
  }),
  instructions: z.string().min(1).optional().meta({
    title: "Preparation",
    description: "what this test alone needs beyond fasting and the shared advice",
    medical: true,
    widget: "text",
  }),
  instructionsShort: z
    .string()
    .min(1)
    .optional()
    .meta({ title: "Preparation in one line", description: "the same in one line, for the department cards", medical: true }),
  advice: z.array(relationTo("advice")).optional().meta({
    title: "Shared advice",
    description: "the shared preparation sentences that apply, from the Advice collection",
    medical: true,
  }),
  reportTime: z.string().regex(reportTimePattern).meta({
    title: "Report time",
    description: 'written like "6 hours", "24-48 hours", "3 days" or "Same day"',
    medical: true,
  }),
  description: z.string().min(1).meta({ title: "What it is for", widget: "text" }),
  parameters: z
    .array(z.string().min(1))
    .min(1)
    .meta({ title: "What the report gives", description: "one line per parameter; a single analyte lists itself", medical: true }),
  parameterCount: z.number().int().positive().optional().meta({
    title: "Number of parameters",
    description:
      "only when the list above names groups (an allergen panel names its groups, not its 30 allergens): more than the lines above",
  }),
  collection: z
    .enum(collectionKinds)
    .meta({ title: "Collection", description: "a free home sample, a paid home visit, or at a centre only" }),
  centreService: z
    .string()
    .min(1)
    .optional()
    .meta({ title: "Centre service", description: "for a test done only at a centre: the service as the centres list it" }),
  discipline: z.enum(disciplines).meta({ title: "Laboratory section" }),
  notices: z
    .array(relationTo("safety-notices"))
    .optional()
    .meta({ title: "Emergency notices", description: "the call-112 boxes every page selling this test shows", medical: true }),
};

type WithFacts = z.ZodType<{
  fastingHours: number | null;
  fastingMaxHours?: number | undefined;
  parameters: string[];
  parameterCount?: number | undefined;
}>;

/** The rules across fields of a test's facts. */
export function withFactsRules<T extends WithFacts>(schema: T) {
  return schema
    .refine((f) => f.fastingMaxHours === undefined || (f.fastingHours !== null && f.fastingMaxHours > f.fastingHours), {
      message: "must be more than the fasting hours (fastingHours), which must be set",
      path: ["fastingMaxHours"],
    })
    .refine((f) => f.parameterCount === undefined || f.parameterCount > f.parameters.length, {
      message: "must be more than the number of lines in the parameters (it is only for a list that names groups)",
      path: ["parameterCount"],
    });
}

export const testFactsSchema = withFactsRules(z.object(testFactsFields).strict());

export type TestFacts = z.infer<typeof testFactsSchema> & {
  /** A locale's facts with no words of their own yet: the English label, sample, description and parameters (content/compiler/translation.ts). */
  untranslated?: true;
};
