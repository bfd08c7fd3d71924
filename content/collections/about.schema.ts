import { z } from "zod";
import { iconNames } from "#content/icon-names.ts";

/**
 * Zod schemas for ./about.ts and the types derived from them; the unit tests check the data with them.
 * ./about.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const coreValueSchema = z.object({
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const milestoneSchema = z.object({
  year: z.string().regex(/^\d{4}$/),
  text: z.string().min(1),
});

// NABH accredits hospitals, not laboratories, so the laboratory claims NABL, ISO 9001 and CAP testing only.
export const accreditationIdSchema = z.enum(["nabl", "iso-9001", "cap"]);
export const accreditationNameSchema = z.enum(["NABL", "ISO 9001", "CAP"]);

export const accreditationSchema = z.object({
  id: accreditationIdSchema,
  name: accreditationNameSchema,
  fullName: z.string().min(1),
  description: z.string().min(1),
});

export const statSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
});

export const aboutSchema = z.object({
  intro: z.string().min(1),
  vision: z.string().min(1),
  mission: z.string().min(1),
  coreValues: z.array(coreValueSchema).length(4),
  milestones: z.array(milestoneSchema).min(4).max(5),
  accreditations: z.array(accreditationSchema).length(3),
  stats: z.array(statSchema).min(1),
});

export type About = z.infer<typeof aboutSchema>;
