import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { redFlagProblems } from "#content/compiler/red-flags.ts";
import { homeVisitIncludedSchema, inGuideSchema, offerFields, testKeySchema } from "./catalogue.schema.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { testKeysOf } from "./test-facts.collection.ts";

/**
 * The find-test catalogue's tests (content/en/tests/<id>.json), ordered by their number, and what its
 * health packages (./packages.collection.ts) share with them. An entry holds the offer (name, price, who
 * it is for, its review); what it is comes from the test facts it names (app/domain/catalogue.ts).
 */

/** Entries by their number. */
export const byNumber = <T extends { id: number }>(items: readonly { data: T }[]) =>
  [...items].map((i) => i.data).sort((a, b) => a.id - b.id);

export const catalogueTestsCollection = defineCollection({
  name: "catalogue-tests",
  label: "Tests",
  labelSingular: "Test",
  description: "The tests of /find-test with their catalogue price. What each test is comes from its Test facts.",
  source: { folder: "tests", extension: "json" },
  schema: z
    .object({
      ...offerFields,
      inGuide: inGuideSchema,
      homeVisitIncluded: homeVisitIncludedSchema,
      test: testKeySchema.meta({ title: "Test facts", description: "what the test is (sample, fasting, report time), from Test facts" }),
    })
    .strict(),
  idField: "id",
  editor: { summary: "{{name}} — ₹{{price}}", sortableFields: ["id", "name", "price"], preview: "test-card" },
  // An unticked "Price includes the home visit" is left out of the output, which names only the tests whose price includes it.
  compile: (items) =>
    byNumber(items).map(({ homeVisitIncluded, ...entry }) => ({
      ...withType(entry, "test"),
      ...(homeVisitIncluded ? { homeVisitIncluded: true as const } : {}),
    })),
  check: (output, context): ContentProblem[] => [
    ...checkEntries("tests", output, context, (e) => [["test", e.test]]),
    ...checkSoldAlone(output, context),
    ...checkHomeVisitIncluded(output, context),
    // Facts live in the English files; the Hindi ones hold their words (docs/content-review.md, rule 21).
    ...(context.locale === "en"
      ? redFlagProblems({
          tests: output,
          facts: context.get("test-facts"),
        })
      : []),
  ],
});

type SoldTest = { id: number; test: string };

/**
 * "Price includes the home visit" ticked only on a test done on a paid home visit: a free pickup or a
 * centre-only test has no visit to include. Unticked (`false`, what the editor's checkbox writes) is every other test's.
 */
function checkHomeVisitIncluded(tests: (SoldTest & { homeVisitIncluded?: boolean })[], context: CompileContext): ContentProblem[] {
  const facts = context.get("test-facts");
  return tests
    .filter((t) => t.homeVisitIncluded === true && facts[t.test] !== undefined && facts[t.test]!.collection !== "home-visit")
    .map((t) => ({
      file: `content/${context.locale}/tests/${t.id}.json`,
      field: "homeVisitIncluded",
      problem: `is true, but ${t.test} is not done on a paid home visit (its facts say "${facts[t.test]!.collection}")`,
      allowed: "true only on a test whose facts say home-visit; false here",
    }));
}

/**
 * The lab's whole menu (docs/behaviour.md): every test-facts key is sold alone by exactly one catalogue
 * test. Its price is the test's one price: the department lists, the "from" prices and the home services
 * read it (docs/decisions/055-one-price-per-test.md).
 */
export function checkSoldAlone(tests: SoldTest[], context: CompileContext): ContentProblem[] {
  const { locale } = context;
  const problems: ContentProblem[] = [];
  for (const key of testKeysOf(context)) {
    const sellers = tests.filter((t) => t.test === key).map((t) => t.id);
    const file = `content/${locale}/test-facts/${key}.json`;
    const allowed = `exactly one file in content/${locale}/tests/ with "test": "${key}"`;
    if (sellers.length === 0) problems.push({ file, field: "", problem: `is sold by no test in content/${locale}/tests/`, allowed });
    if (sellers.length > 1)
      problems.push({ file, field: "", problem: `is sold by tests ${sellers.slice(0, -1).join(", ")} and ${sellers.at(-1)}`, allowed });
  }
  return problems;
}

/** `type` first, as the entries always had it. */
export function withType<T extends { id: number }, Type extends "test" | "package">(entry: T, type: Type) {
  const { id, ...rest } = entry;
  return { id, type, ...rest };
}

/** The tests an entry names exist, its notices too, and a group of several tests has a name. */
export function checkEntries<T extends { id: number; notices?: readonly string[]; contents?: unknown }>(
  folder: string,
  entries: T[],
  context: CompileContext,
  testsOf: (entry: T) => [string, string][],
): ContentProblem[] {
  const keys = testKeysOf(context);
  const notices = Object.keys(context.get("safety-notices"));
  const problems: ContentProblem[] = [];
  for (const entry of entries) {
    const file = `content/${context.locale}/${folder}/${entry.id}.json`;
    (entry.notices ?? []).forEach((name, index) => {
      if (!notices.includes(name))
        problems.push({
          file,
          field: `notices[${index}]`,
          problem: `is "${name}", which is not an emergency notice`,
          allowed: notices.join(", "),
        });
    });
    for (const [field, key] of testsOf(entry))
      if (!keys.includes(key))
        problems.push({
          file,
          field,
          problem: `is "${key}", which is not a test`,
          allowed: `the name of a file in content/${context.locale}/test-facts/ (pick it from the list in the editor), e.g. ${keys.slice(0, 3).join(", ")}`,
        });
    (Array.isArray(entry.contents) ? entry.contents : []).forEach((line, i) => {
      if (typeof line === "object" && line !== null && "panel" in line && !line.panel)
        problems.push({
          file,
          field: `contents[${i}].panel`,
          problem: "is empty, but the line holds several tests",
          allowed: "a group name, such as Vitamins, or one test on the line",
        });
    });
  }
  return problems;
}
