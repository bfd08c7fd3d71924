import { z } from "zod";
import { aliasProblems, type NamedOffer } from "#content/compiler/alias-check.ts";
import { analyteGroupProblems } from "#content/compiler/analyte-groups-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { collectionKinds } from "#content/test-kinds.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { relationTo } from "./relation.schema.ts";

/**
 * Two tables a clinician keeps, facts only (no words to translate): the names people confuse with
 * another test (rule 24), and the tests that measure the same analyte with what they must share (rule
 * 25, docs/content-review.md). Each collection's check holds every test, package and alias to them.
 */

const staffNote = (title: string, description: string) => z.string().min(1).meta({ title, description, i18n: false, widget: "text" });

export const knownConfusionsCollection = defineCollection({
  name: "known-confusions",
  label: "Names tests must not take",
  description:
    "Names people confuse with another test (GCT is not DIPSI). A test listed under a name may not use it as its name or an alias, in any language; every alias must also be a name no other test or package goes by.",
  source: { file: "known-confusions.json" },
  schema: z
    .object({
      confusions: z
        .array(
          z
            .object({
              words: z
                .array(z.string().min(1).meta({ i18n: false }))
                .min(1)
                .meta({
                  title: "Names",
                  description: "the names, in any language; an alias holding one of them as whole words is refused",
                  medical: true,
                }),
              notFor: z
                .array(relationTo("test-facts"))
                .min(1)
                .meta({ title: "Not for these tests", description: "the tests that must never take these names", medical: true }),
              reason: staffNote(
                "Why",
                "why these names belong to another test, as a clinician would say it; shown when the build refuses one",
              ),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Known confusions" }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] => [
    ...confusionKeyProblems(output.confusions, context),
    ...aliasProblems(offersOf(context), output.confusions),
  ],
});

export const analyteGroupsCollection = defineCollection({
  name: "analyte-groups",
  label: "Tests that measure the same thing",
  description:
    "Groups of tests that measure the same analyte (total and free PSA; iron however it is sold), with the shared advice, fast and report time they must all say. A test added to a group without them stops the build.",
  source: { file: "analyte-groups.json" },
  schema: z
    .object({
      groups: z
        .array(
          z
            .object({
              analyte: staffNote("Analyte", "what the tests measure, e.g. Serum iron"),
              tests: z.array(relationTo("test-facts")).min(2).meta({ title: "Tests", medical: true }),
              advice: z
                .array(relationTo("advice"))
                .optional()
                .meta({ title: "Shared advice", description: "the shared advice every test of the group names", medical: true }),
              fastingHours: z.number().int().positive().nullable().optional().meta({
                title: "Fasting (hours)",
                description:
                  "the fast every test of the group asks for; empty for no fasting; leave the field out when they need not agree",
                medical: true,
              }),
              reportTime: z.string().min(1).optional().meta({
                title: "Report time",
                description: 'the report time every test of the group gives, e.g. "24 hours"',
                medical: true,
                i18n: false,
              }),
              collection: z.enum(collectionKinds).optional().meta({
                title: "Collection",
                description: "where every test of the group is done; leave empty when they need not agree",
                medical: true,
              }),
              why: staffNote("Why", "why these tests must agree"),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Groups" }),
    })
    .strict(),
  compile: (items) => items[0]!.data,
  check: (output, context): ContentProblem[] =>
    analyteGroupProblems({
      groups: output.groups,
      facts: context.get("test-facts"),
      adviceKeys: Object.keys(context.get("advice")),
      locale: context.locale,
    }),
});

/** Every test, package and department test with the names it goes by, in this locale. */
export function offersOf(context: CompileContext): NamedOffer[] {
  const { locale } = context;
  return [
    ...context.get("catalogue-tests").map((t) => ({
      owner: t.test,
      file: `content/${locale}/tests/${t.id}.json`,
      name: t.name,
      aliases: t.aliases ?? [],
    })),
    ...context.get("packages").map((p) => ({
      owner: `package ${p.id}`,
      file: `content/${locale}/packages/${p.id}.json`,
      name: p.name,
      aliases: p.aliases ?? [],
    })),
    ...context.get("department-tests").map((d) => ({
      owner: d.id,
      file: `content/${locale}/department-tests/${d.id}.json`,
      name: d.name,
      aliases: [],
    })),
  ];
}

function confusionKeyProblems(confusions: readonly { notFor: readonly string[] }[], context: CompileContext) {
  const keys = Object.keys(context.get("test-facts"));
  return confusions.flatMap((confusion, c) =>
    confusion.notFor.flatMap((key, k) =>
      keys.includes(key)
        ? []
        : [
            {
              file: `content/${context.locale}/known-confusions.json`,
              field: `confusions[${c}].notFor[${k}]`,
              problem: `is "${key}", which is not a test`,
              allowed: `the name of a file in content/${context.locale}/test-facts/`,
            },
          ],
    ),
  );
}
