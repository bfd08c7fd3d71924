import { z } from "zod";
import { orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { paragraphsOf } from "#content/paragraphs.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { articleSchema } from "./articles.schema.ts";
import { defineCollection, type CompileContext } from "./collection.ts";

/**
 * The articles of /blog: content/en/articles/<id>.md, a YAML front matter and the body in Markdown,
 * one paragraph per block (a blank line between paragraphs). The site shows paragraphs of plain text,
 * so the build refuses Markdown formatting it would show as stray signs (headings, lists, bold, links).
 */
export const articlesCollection = defineCollection({
  name: "articles",
  label: "Articles",
  labelSingular: "Article",
  description:
    "The health articles of /blog. The file name is the article's address. Write the body as paragraphs with a blank line between them.",
  source: { folder: "articles", extension: "md" },
  schema: articleSchema
    .omit({ id: true, content: true })
    .extend({
      title: z.string().min(1).meta({ title: "Title" }),
      excerpt: z.string().min(1).meta({ title: "Summary", description: "one or two sentences shown on the card", widget: "text" }),
      author: z.string().min(1).meta({ title: "Author", description: "name and qualification, e.g. Dr. Meera Iyer, MD (Pathology)" }),
      date: z.iso.date().meta({ title: "Date", description: "the publication date, written yyyy-mm-dd" }),
      readTime: z
        .string()
        .regex(/^\d+ min read$/)
        .meta({ title: "Reading time", description: 'written like "5 min read"' }),
      image: z
        .string()
        .regex(/^\/images\/articles\/[a-z0-9-]+\.svg$/)
        .meta({ title: "Image", description: "an illustration in /images/articles/, e.g. /images/articles/hba1c-and-prediabetes.svg" }),
      alt: z.string().min(1).meta({ title: "Image description", description: "what the image shows, for people who cannot see it" }),
      featured: z.boolean().meta({ title: "Featured", description: "shown large at the top of /blog; one article at a time" }),
      order: orderField,
      body: z.string().min(1).meta({
        title: "Body",
        description: "paragraphs of plain text with a blank line between them; placeholders such as {{fasting lipid-profile}} allowed",
        widget: "markdown",
        medical: true,
      }),
    })
    .strict(),
  editor: { summary: "{{title}} ({{date}})", sortableFields: ["order", "date", "title"], preview: "article" },
  compile: (items) =>
    [...items]
      .sort((a, b) => a.data.order - b.data.order)
      .map(({ id, data }) => {
        const { order: _order, body, title, excerpt, ...rest } = data;
        return { id, title, excerpt, content: paragraphsOf(body), ...rest };
      }),
  check: (output, context): ContentProblem[] => output.flatMap((article) => checkArticle(article, context)),
});

const unshownMarkdown: [RegExp, string][] = [
  [/^#{1,6}\s/, "a heading (#)"],
  [/^([-*+]|\d+\.)\s/, "a list"],
  [/\*\*|__|(^|\s)[*_]\S/, "bold or italic (* or _)"],
  [/\[[^\]]+\]\([^)]*\)/, "a link"],
  [/<[a-z!/][^>]*>/i, "HTML"],
  [/^>\s/, "a quotation (>)"],
];

function checkArticle(article: { id: string; content?: string[] }, context: CompileContext): ContentProblem[] {
  const file = `content/${context.locale}/articles/${article.id}.md`;
  const problems = checkPlaceholders(file, { ...article, id: undefined }, context, placeholdersOf.articles);
  (article.content ?? []).forEach((paragraph, index) => {
    const found = unshownMarkdown.find(([pattern]) => pattern.test(paragraph));
    if (found)
      problems.push({
        file,
        field: `body (paragraph ${index + 1})`,
        problem: `uses ${found[1]}, which the article page does not show (it would appear as stray signs)`,
        allowed: "plain paragraphs with a blank line between them",
      });
  });
  if (!article.content || article.content.length < 3)
    problems.push({
      file,
      field: "body",
      problem: `has ${article.content?.length ?? 0} paragraph(s)`,
      allowed: "at least 3 paragraphs, with a blank line between them",
    });
  return problems.map((p) =>
    p.field.startsWith("content[")
      ? { ...p, field: p.field.replace(/^content\[(\d+)\]/, (_, i: string) => `body (paragraph ${Number(i) + 1})`) }
      : p,
  );
}
