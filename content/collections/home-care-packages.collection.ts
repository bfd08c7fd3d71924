import { z } from "zod";
import { inOrder, orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { homeCarePackageSchema } from "./home-care.schema.ts";
import { testKeysOf } from "./test-facts.collection.ts";

type HomeCarePackageFile = { id: string; tests: string[]; price: number; visits: number; extras?: string[] };

/**
 * One test, one price (docs/content-review.md, rule 22): a home-care package costs no more than its tests
 * bought alone plus its home visits at the home-visit charge, or says what more it buys (its extras).
 */
function homeCarePriceProblems(file: string, pkg: HomeCarePackageFile, context: CompileContext): ContentProblem[] {
  const prices = new Map<string, number>(context.get("catalogue-tests").map((t) => [t.test, t.price]));
  if (pkg.tests.some((key) => !prices.has(key)) || (pkg.extras ?? []).length > 0) return [];
  const charge = context.get("centre-settings").homeVisitCharge.amount;
  const alone = pkg.tests.reduce((sum, key) => sum + prices.get(key)!, 0) + pkg.visits * charge;
  if (pkg.price <= alone) return [];
  return [
    {
      file,
      field: "price",
      problem: `is ${pkg.price}, more than its tests bought alone with its ${pkg.visits} home visit${pkg.visits === 1 ? "" : "s"} (${alone}), and no extra says what the difference buys`,
      allowed: `at most ${alone}, or an extra that says what more the price buys`,
    },
  ];
}

/** The home-care packages: content/en/home-care-packages/<id>.json. */
export const homeCarePackagesCollection = defineCollection({
  name: "home-care-packages",
  label: "Home-care packages",
  labelSingular: "Home-care package",
  description: "The packages of /home-care. Their report time, fasting and preparation come from the tests they hold.",
  source: { folder: "home-care-packages", extension: "json" },
  schema: homeCarePackageSchema
    .extend({
      price: z.number().int().positive().meta({ title: "Price (₹)", description: "the price in rupees, a whole number such as 4999" }),
      visits: z.number().int().positive().meta({ title: "Home visits", description: "how many home visits the price includes" }),
      order: orderField,
    })
    .strict(),
  idField: "id",
  editor: { summary: "{{title}} — ₹{{price}}", sortableFields: ["order", "title", "price"], preview: "test-card" },
  compile: (items) => inOrder(items),
  check: (output, context): ContentProblem[] => {
    const keys = testKeysOf(context);
    return output.flatMap((pkg) => {
      const file = `content/${context.locale}/home-care-packages/${pkg.id}.json`;
      return [
        ...homeCarePriceProblems(file, pkg, context),
        ...pkg.tests.flatMap((key, index) => {
          if (!keys.includes(key))
            return [
              {
                file,
                field: `tests[${index}]`,
                problem: `is "${key}", which is not a test`,
                allowed: `the name of a file in content/${context.locale}/test-facts/ (pick it from the list in the editor)`,
              },
            ];
          return pkg.tests.indexOf(key) < index
            ? [{ file, field: `tests[${index}]`, problem: `is "${key}", which the package lists already`, allowed: "each test once" }]
            : [];
        }),
        // ./home-care.ts fills no placeholders in a package: one written here would show as typed.
        ...checkPlaceholders(file, pkg, context, []),
      ];
    });
  },
});
