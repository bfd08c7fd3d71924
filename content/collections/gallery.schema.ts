import { z } from "zod";
import { galleryCategoryIds } from "#content/gallery-categories.ts";
import { iconNames } from "#content/icon-names.ts";

/**
 * Zod schemas for ./gallery.ts and the types derived from them; the unit tests check the data with them.
 * ./gallery.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const galleryItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  category: z.enum(galleryCategoryIds),
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().regex(/^\/images\/gallery\/[a-z0-9-]+\.svg$/),
  alt: z.string().min(1),
});

export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const facilityHighlightSchema = z.object({
  icon: z.enum(iconNames),
  title: z.string().min(1),
  description: z.string().min(1),
});
