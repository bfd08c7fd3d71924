import type { Article } from "#content/collections/articles.schema.ts";
import articlesData from "#content/generated/articles.json" with { type: "json" };
import { placeholderValues } from "./placeholder-values.ts";
import { fillAll } from "./placeholders.ts";

export type { Article } from "#content/collections/articles.schema.ts";

/**
 * Articles on /blog. Twelve articles, so that the counts the filter buttons display (12 all; 4
 * preventive, 3 test guides, 3 health tips, 2 technology) are true; a unit test keeps them in step.
 * The articles are files, content/en/articles/<id>.md (edited at /admin, docs/editing.md); any
 * preparation an article quotes is a placeholder filled from ./test-facts, never retyped.
 */

export const articles: Article[] = fillAll(articlesData, placeholderValues);
