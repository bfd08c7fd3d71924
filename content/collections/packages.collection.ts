import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { byNumber, checkEntries, withType } from "./catalogue.collection.ts";
import { offerFields, testKeySchema, type PackageEntry } from "./catalogue.schema.ts";
import { defineCollection, type CompileContext } from "./collection.ts";

/**
 * The find-test catalogue's health packages (content/en/packages/<id>.json), ordered by their number: each
 * line one test or a named group; what they take from their tests' facts, as a test does (./catalogue.collection.ts).
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

/** One test alone is its key; a group keeps its name (and "doctor picks one"). */
function lineOf(line: PackageLine): PackageEntry["contents"][number] {
  if (line.panel === undefined && line.tests.length === 1) return line.tests[0]!;
  return { panel: line.panel ?? "", tests: line.tests, ...(line.chooseOne ? { chooseOne: true as const } : {}) };
}
