import { z } from "zod";
import { flagshipColors } from "#content/flagship-colors.ts";
import { iconNames } from "#content/icon-names.ts";

/**
 * Zod schemas for ./home.ts; the unit tests check the data with them.
 * ./home.ts imports only types from here, so the browser bundle does not ship zod.
 */

const localImage = z.string().regex(/^\/images\/home\/[a-z0-9-]+\.svg$/);

export const imageSchema = z.object({
  src: localImage,
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const heroSchema = z.object({
  eyebrow: z.string().min(1),
  headline: z.string().min(1),
  intro: z.string().min(1),
  accreditationNote: z.string().min(1),
  testsBadge: z.string().min(1),
  testsBadgeNote: z.string().min(1),
  uploadPrescriptionLabel: z.string().min(1),
  uploadPrescriptionMessage: z.string().min(1),
  uploadPrescriptionHint: z.string().min(1),
  image: imageSchema,
});

export const categoryCardSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  href: z.string().regex(/^\/services\/[a-z-]+$/),
  icon: z.enum(iconNames),
  highlights: z.array(z.string().min(1)).min(2).max(4),
});

export const flagshipServiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(3).max(4),
  /** The home service (content/en/home-services/<id>.json) whose price range, price note and advice the card shows. */
  service: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  color: z.enum(flagshipColors),
  category: z.enum(["radiology", "cardiology", "pulmonology", "neurology", "pathology", "urology", "veterinary"]),
  badge: z.string().min(1),
});

export const commitmentSchema = z.object({
  id: z.string().min(1),
  icon: z.enum(iconNames),
  figure: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const processStepSchema = z.object({
  step: z.number().int().min(1).max(4),
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const testimonialSchema = z.object({
  name: z.string().min(1),
  location: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(1),
  /** Initials shown in a coloured circle (no photographs of people). */
  avatar: z.string().regex(/^[A-Z]{2}$/),
});
