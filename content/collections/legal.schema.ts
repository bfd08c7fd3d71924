import { z } from "zod";

/**
 * Zod schemas for ./legal.ts and the types derived from them; the unit tests check the data with them.
 * ./legal.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const legalSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)),
  list: z.array(z.string().min(1)).optional(),
});

export const legalDocumentSchema = z.object({
  slug: z.enum(["privacy-policy", "terms-of-service", "disclaimer"]),
  title: z.string(),
  /** Printed exactly as given, not parsed as a date. */
  lastUpdated: z.string(),
  summary: z.string(),
  sections: z.array(legalSectionSchema).min(5),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
