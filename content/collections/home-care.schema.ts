import { z } from "zod";
import { iconNames } from "#content/icon-names.ts";
import { relationTo } from "./relation.schema.ts";

/**
 * Zod schemas for ./home-care.ts (files content/en/home-care.json and content/en/home-care-packages/<id>.json,
 * content/collections/home-care.collection.ts and home-care-packages.collection.ts) and the types derived from them. The test keys a package
 * names are checked against their own files by the build, so these schemas read no content.
 */

export const homeServiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  /** Lower end of the price range, in rupees: computed from the lists that sell its tests (content/collections/home-services.collection.ts). */
  priceFrom: z.number().int().positive(),
  /** Upper end; absent for "from" prices. */
  priceTo: z.number().int().positive().optional(),
  /** What the price covers: is the home visit included or charged on top. */
  priceNote: z.string().min(1),
  badge: z.string().min(1),
});

/** A home service as the site shows it: its price computed, and the advice its tests carry onto its card. */
type HomeServiceView = z.infer<typeof homeServiceSchema> & { tests?: string[]; advice: string[] };

export const homeCarePackageSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  /** The tests, by key (./test-facts.ts): the card lists their names, and the report time, fasting and preparation follow from them. */
  tests: z.array(relationTo("test-facts")).min(1).meta({
    title: "Tests",
    description: "the tests the package holds, from Test facts; the card's report time, fasting and preparation follow from them",
  }),
  /** What the price covers beyond the tests (a repeat night, a specialist's review). */
  extras: z.array(z.string().min(1)).optional(),
  /** How many home visits the price includes. */
  visits: z.number().int().positive(),
  price: z.number().int().positive(),
  bestFor: z.string().min(1),
  popular: z.boolean(),
});

export const stepSchema = z.object({ title: z.string().min(1), description: z.string().min(1), icon: z.enum(iconNames) });
export const faqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });
export const highlightSchema = z.object({ icon: z.enum(iconNames), title: z.string().min(1), description: z.string().min(1) });
export const accreditationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
});

export type HomeService = HomeServiceView;
export type HomeCarePackage = z.infer<typeof homeCarePackageSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Highlight = z.infer<typeof highlightSchema>;
export type Accreditation = z.infer<typeof accreditationSchema>;
