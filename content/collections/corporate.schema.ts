import { z } from "zod";
import { iconNames } from "#content/icon-names.ts";

/**
 * Zod schemas for ./corporate.ts and the types derived from them; the unit tests check the data with them.
 * ./corporate.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const corporateServiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
});

export const corporatePackageSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  /** Rupees per employee. */
  price: z.number().int().positive(),
  duration: z.string().min(1),
  /** How many parameters and measurements: computed from its tests' parameters, plus one per measurement (content/collections/corporate.collection.ts). */
  testCount: z.number().int().positive(),
  features: z.array(z.string().min(1)).min(1),
  /** What employees do before the sample (fasting, medicines, pregnancy before an X-ray). */
  preparation: z.array(z.string().min(1)).min(1),
  /** The latest time to expect the reports. */
  reportTime: z.string().min(1),
  popular: z.boolean(),
});

export const clientLogoSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  sector: z.string().min(1),
  logo: z.string().regex(/^\/images\/corporate\/[a-z0-9-]+\.svg$/),
});

export const corporateBenefitSchema = z.object({
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const impactStatSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

export type CorporateService = z.infer<typeof corporateServiceSchema>;
export type CorporatePackage = z.infer<typeof corporatePackageSchema>;
export type ClientLogo = z.infer<typeof clientLogoSchema>;
export type CorporateBenefit = z.infer<typeof corporateBenefitSchema>;
export type ImpactStat = z.infer<typeof impactStatSchema>;
