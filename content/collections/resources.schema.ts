import { z } from "zod";
import { iconNames } from "#content/icon-names.ts";

/**
 * Zod schemas for ./resources.ts and the types derived from them; the unit tests check the data with them.
 * ./resources.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const resourceSchema = z.discriminatedUnion("type", [
  z.object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    description: z.string().min(1),
    type: z.literal("PDF"),
    /** Shown as the size, e.g. "3 KB"; must match the file. */
    size: z
      .string()
      .regex(/^\d+ KB$/)
      .meta({ i18n: true, description: 'the size of this language\'s PDF, e.g. "43 KB" (npm run downloads prints it)' }),
    href: z.string().regex(/^\/downloads\/[a-z0-9-]+\.pdf$/),
  }),
  z.object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    description: z.string().min(1),
    type: z.literal("Video"),
    duration: z.string().min(1),
    /** Until the recording is published the entry opens the same steps on the site. */
    href: z.string().regex(/^\/[a-z0-9\-/#]*$/),
    actionLabel: z.string().min(1),
    note: z.string().min(1),
  }),
]);
export type Resource = z.infer<typeof resourceSchema>;

export const faqCategorySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(2),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const quickAccessTileSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  href: z.string().regex(/^\/[a-z0-9\-/]*$/),
  icon: z.enum(iconNames),
});
