import { z } from "zod";
import { homeVisitIncludedSchema, inGuideSchema, offerFields, testKeySchema, type PackageEntry } from "./catalogue.schema.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { redFlagProblems } from "#content/compiler/red-flags.ts";
import { testKeysOf } from "./test-facts.collection.ts";

/**
 * The find-test catalogue: tests (content/en/tests/<id>.json) and health packages
 * (content/en/packages/<id>.json), ordered by their number. An entry holds the offer (name, price, who
 * it is for, its review); what it is comes from the test facts it names (app/domain/catalogue.ts).
 */

/** A package's line as the editor writes it: one test, or a named group of several. */
const packageLine = z
  .object({
    panel: z
      .string()
      .min(1)
      .optional()
      .meta({ title: "Group name", description: 'empty for a single test; a name such as "Vitamins" for a group of several' }),
    tests: z.array(testKeySchema).min(1).meta({ title: "Tests", description: "one test, or the tests of the group" }),
    chooseOne: z
      .boolean()
      .optional()
      .meta({ title: "Doctor picks one", description: "the doctor chooses one test of the group (PSA or CA-125): the package counts one" }),
  })
  .strict();
type PackageLine = z.infer<typeof packageLine>;

const byNumber = <T extends { id: number }>(items: readonly { data: T }[]) => [...items].map((i) => i.data).sort((a, b) => a.id - b.id);

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

export const packagesCollection = defineCollection({
  name: "packages",
  label: "Health packages",
  labelSingular: "Health package",
  description:
    "The health packages of /health-packages and /find-test. Their report time, fasting, sample and preparation come from the tests they hold.",
  source: { folder: "packages", extension: "json" },
  schema: z
    .object({
      ...offerFields,
      description: z
        .string()
        .min(1)
        .meta({ title: "Description", description: "what the package checks, in one or two sentences", widget: "text" }),
      contents: z
        .array(packageLine)
        .min(1)
        .meta({ title: "Tests in the package", description: "each line one test, or a named group of tests" }),
    })
    .strict(),
  idField: "id",
  editor: { summary: "{{name}} — ₹{{price}}", sortableFields: ["id", "name", "price"], preview: "test-card" },
  compile: (items) => byNumber(items).map(({ contents, ...entry }) => ({ ...withType(entry, "package"), contents: contents.map(lineOf) })),
  check: (output, context): ContentProblem[] => [
    ...sharedNumbers(output, context),
    ...packagePriceProblems(output, context),
    // "Common test" is a test's badge; a package's popularity would need a source and period (docs/content-review.md, rule 26).
    ...output
      .filter((entry) => entry.popular)
      .map((entry) => ({
        file: `content/${context.locale}/packages/${entry.id}.json`,
        field: "popular",
        problem: "is true, which shows a package as popular with no source or period",
        allowed: 'false (the "Common test" badge is for single tests)',
      })),
    ...checkEntries(
      "packages",
      output,
      context,
      (e) =>
        e.contents.flatMap((line, i) =>
          typeof line === "string" ? [[`contents[${i}].tests[0]`, line]] : line.tests.map((t, j) => [`contents[${i}].tests[${j}]`, t]),
        ) as [string, string][],
    ),
  ],
});

type PricedPackage = { id: number; price: number; contents: (string | { tests: string[]; chooseOne?: true })[] };

/**
 * One test, one price (docs/content-review.md, rule 22): a package costs no more than its tests bought
 * alone, each at its own price (a "doctor picks one" group at its cheapest choice, a test named twice
 * once). A package that is dearer is refused; only a home-care package can say what more it buys.
 */
function packagePriceProblems(packages: readonly PricedPackage[], context: CompileContext): ContentProblem[] {
  const prices = new Map<string, number>(context.get("catalogue-tests").map((t) => [t.test, t.price]));
  return packages.flatMap((pkg) => {
    const counted = new Set<string>();
    let alone = 0;
    for (const line of pkg.contents) {
      const keys = typeof line === "string" ? [line] : line.tests;
      if (keys.some((key) => !prices.has(key))) return []; // an unknown test is refused by checkEntries
      if (typeof line !== "string" && line.chooseOne) alone += Math.min(...keys.map((key) => prices.get(key)!));
      else
        for (const key of keys.filter((k) => !counted.has(k))) {
          counted.add(key);
          alone += prices.get(key)!;
        }
    }
    if (pkg.price <= alone) return [];
    return [
      {
        file: `content/${context.locale}/packages/${pkg.id}.json`,
        field: "price",
        problem: `is ${pkg.price}, more than its tests cost bought alone (${alone})`,
        allowed: `at most ${alone}: a package costs no more than its tests, each at its own price in content/${context.locale}/tests/`,
      },
    ];
  });
}

/** A package's number is its address (/package-details/100): no test may have it. */
function sharedNumbers(packages: { id: number }[], context: CompileContext): ContentProblem[] {
  const tests = new Set(context.get("catalogue-tests").map((t) => t.id));
  return packages
    .filter((p) => tests.has(p.id))
    .map((p) => ({
      file: `content/${context.locale}/packages/${p.id}.json`,
      field: "id",
      problem: `is ${p.id}, which a test in content/${context.locale}/tests/ already has`,
      allowed: "a number no other test or package has",
    }));
}

/** `type` first, as the entries always had it. */
function withType<T extends { id: number }, Type extends "test" | "package">(entry: T, type: Type) {
  const { id, ...rest } = entry;
  return { id, type, ...rest };
}

/** One test alone is its key; a group keeps its name (and "doctor picks one"). */
function lineOf(line: PackageLine): PackageEntry["contents"][number] {
  if (line.panel === undefined && line.tests.length === 1) return line.tests[0]!;
  return { panel: line.panel ?? "", tests: line.tests, ...(line.chooseOne ? { chooseOne: true as const } : {}) };
}

function checkEntries<T extends { id: number; contents?: unknown }>(
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
    ((entry as { notices?: string[] }).notices ?? []).forEach((name, index) => {
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
      if (typeof line === "object" && line !== null && "panel" in line && !(line as { panel: string }).panel)
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
