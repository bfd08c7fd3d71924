import { z } from "zod";
import { articleCategoryIds } from "#content/article-categories.ts";
import { medicalReviewSchema } from "./medical-review.schema.ts";

/**
 * Zod schemas for ./articles.ts and the types derived from them; the unit tests check the data with them.
 * ./articles.ts imports only types from here, so the browser bundle does not ship zod.
 */

export const articleSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** Full text, one string per paragraph. */
  content: z.array(z.string().min(1)).min(3),
  category: z.enum(articleCategoryIds),
  author: z.string().min(1),
  /** ISO date, yyyy-mm-dd. */
  date: z.iso.date(),
  readTime: z.string().regex(/^\d+ min read$/),
  image: z.string().regex(/^\/images\/articles\/[a-z0-9-]+\.svg$/),
  alt: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
  featured: z.boolean(),
  /** The dated medical review of the article. */
  review: medicalReviewSchema,
});

export type Article = z.infer<typeof articleSchema>;
