import { z } from "zod";
import { newsCategoryIds } from "#content/news-categories.ts";

/**
 * Zod schemas for ./news.ts and the types derived from them; the unit tests check the data with them.
 * ./news.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const newsItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  /** ISO date, yyyy-mm-dd. */
  date: z.iso.date(),
  category: z.enum(newsCategoryIds),
  excerpt: z.string().min(1),
  /** The full story, one string per paragraph. */
  content: z.array(z.string().min(1)).min(2),
  image: z.string().regex(/^\/images\/news\/[a-z0-9-]+\.svg$/),
  alt: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1).max(4),
});

export type NewsItem = z.infer<typeof newsItemSchema>;
