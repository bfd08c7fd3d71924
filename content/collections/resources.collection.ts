import { z } from "zod";
import { orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { iconNames } from "#content/icon-names.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { quickAccessTileSchema, resourceSchema, type Resource } from "./resources.schema.ts";

/**
 * /resources: the downloads, the FAQ groups and the quick links (content/en/resources-page.json), and
 * the questions, one file each (content/en/faqs/<slug>.json), in their group and order.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A download or the video as the editor writes it: one form, the fields of its kind filled. Once its
 * fields are right it is read as its kind (`resourceSchema`), and each field its kind needs is named: a PDF
 * has its size and a file in /downloads/, the video its button and note. So the site reads it as a
 * `Resource` (the guard below), and an invalid entry stops at its file's check, before it is compiled.
 */
const resourceEntry = z
  .object({
    id: slug.meta({ title: "Id", description: "lower-case words joined by hyphens, e.g. test-preparation-guide" }),
    name: z.string().min(1).meta({ title: "Name" }),
    description: z.string().min(1).meta({ title: "Description" }),
    type: z.enum(["PDF", "Video"]).meta({ title: "Kind" }),
    size: z
      .string()
      .regex(/^\d+ KB$/)
      .optional()
      // Each language's own file has its own size (the Hindi guides embed their font): a word of each language.
      .meta({
        title: "Size (PDF)",
        description: 'the size of this language\'s file, e.g. "43 KB" (npm run downloads prints it)',
        i18n: true,
      }),
    duration: z.string().min(1).optional().meta({ title: "Duration (video)" }),
    href: z.string().min(1).meta({ title: "Link", description: "a PDF in /downloads/, or a page of the site" }),
    actionLabel: z.string().min(1).optional().meta({ title: "Button (video)" }),
    note: z.string().min(1).optional().meta({ title: "Note (video)" }),
  })
  .strict()
  .superRefine(
    (entry, context) => {
      for (const issue of resourceSchema.safeParse(entry, { reportInput: true }).error?.issues ?? [])
        context.addIssue({ ...issue, continue: false });
    },
    { when: fieldsAreRight },
  )
  .refine((entry): entry is typeof entry & Resource => resourceSchema.safeParse(entry).success, { when: fieldsAreRight });

/** Whether the form's own fields passed, so an entry's kind is checked only then, and each problem named once. */
function fieldsAreRight(payload: { issues: readonly unknown[] }) {
  return payload.issues.length === 0;
}

export const resourcesPageCollection = defineCollection({
  name: "resources-page",
  label: "Resources page",
  description: "The downloads, the FAQ groups and the quick links of /resources. The questions are in FAQs.",
  source: { file: "resources-page.json" },
  schema: z
    .object({
      resources: z.array(resourceEntry).min(1).meta({ title: "Downloads and video" }),
      faqCategories: z
        .array(z.object({ id: slug, title: z.string().min(1) }).strict())
        .min(1)
        .meta({ title: "FAQ groups" }),
      quickAccessTiles: z
        .array(quickAccessTileSchema.extend({ icon: z.enum(iconNames) }).strict())
        .min(1)
        .meta({ title: "Quick links" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/resources-page.json`;
    return checkPlaceholders(file, output, context, placeholdersOf.resources);
  },
});

export const faqsCollection = defineCollection({
  name: "faqs",
  label: "FAQs",
  labelSingular: "FAQ",
  description: "The questions and answers of /resources, each in its group, in the order of its position.",
  source: { folder: "faqs", extension: "json" },
  schema: z
    .object({
      category: slug.meta({
        title: "Group",
        description: "the FAQ group's id, as the Resources page lists them, e.g. booking-preparation",
      }),
      question: z.string().min(1).meta({ title: "Question" }),
      answer: z.string().min(1).meta({ title: "Answer", widget: "text" }),
      order: orderField,
      confirmedByLab: z.boolean().optional().meta({
        title: "Confirmed by the lab",
        description:
          "only for an answer that states a lab policy (who calls about a result, what a new sample costs): empty or unticked until the lab confirms it; a build for deployment refuses an unconfirmed one",
      }),
    })
    .strict(),
  editor: { summary: "{{question}}", sortableFields: ["category", "order"] },
  compile: (items) =>
    [...items].sort((a, b) => a.data.order - b.data.order || a.id.localeCompare(b.id)).map(({ id, data }) => ({ id, ...data })),
  check: (output, context): ContentProblem[] => checkFaqs(output, context),
});

function checkFaqs(faqs: { id: string; category: string }[], context: CompileContext): ContentProblem[] {
  const groups = context.get("resources-page").faqCategories.map((g) => g.id);
  return faqs.flatMap((faq) => {
    const file = `content/${context.locale}/faqs/${faq.id}.json`;
    const problems = checkPlaceholders(file, { ...faq, id: undefined }, context, placeholdersOf.resources);
    if (!groups.includes(faq.category))
      problems.push({ file, field: "category", problem: `is "${faq.category}", which is not an FAQ group`, allowed: groups.join(", ") });
    return problems;
  });
}
