import { z } from "zod";
import { inOrder, orderField } from "#content/compiler/order.ts";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { sampleKinds } from "#content/test-kinds.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import { homeServiceSchema } from "./home-care.schema.ts";
import { relationTo } from "./relation.schema.ts";
import { testKeysOf } from "./test-facts.collection.ts";

/**
 * The advice a home service's card carries from its tests (docs/content-review.md, rules 6 and 13): who
 * stays in the room during an X-ray at home, a pregnancy, a pet owner's radiation advice. Each sentence
 * lives once, in content/<locale>/advice/; a card shows those its tests name, in the advice's order.
 */
const cardAdviceKeys = ["xray-pregnancy", "xray-at-home", "pet-xray-radiation"] as const;

/** A card's advice, in words. Its return type is written out: a compile that reads another collection's output says what it returns (CompileContext.get says why). */
function cardAdviceOf(tests: readonly string[], context: CompileContext): string[] {
  const advice = context.get("advice");
  const facts = context.get("test-facts");
  const keys = cardAdviceKeys.filter((key) => tests.some((test) => facts[test]?.advice?.includes(key)));
  return keys.map((key) => advice[key] ?? key);
}

type ServiceFile = { id: string; tests?: string[]; sampleKind?: string; priceFrom?: number; priceTo?: number };
type PricedItem = { price: number; test: string };

/** Every test's own price (the find-test catalogue's, which the department lists show too: one test, one price). */
function pricedTests(context: CompileContext): PricedItem[] {
  return context.get("catalogue-tests").map(({ price, test }) => ({ price, test }));
}

/**
 * A home service's price range, from the lists (docs/content-review.md, rule 7): the lowest and highest
 * price of its tests; for a kind of sample, "from" the lowest-priced test of that kind collected free at
 * home; only a service no list sells keeps a price of its own.
 */
function priceOf(service: ServiceFile, context: CompileContext): { priceFrom: number; priceTo?: number } {
  const facts = context.get("test-facts");
  const items = pricedTests(context);
  if (service.tests) {
    const prices = items.filter((item) => service.tests!.includes(item.test)).map((item) => item.price);
    if (prices.length === 0) return { priceFrom: 0 };
    const [low, high] = [Math.min(...prices), Math.max(...prices)];
    return high > low ? { priceFrom: low, priceTo: high } : { priceFrom: low };
  }
  if (service.sampleKind) {
    const prices = items
      .filter((item) => facts[item.test]?.sampleKind === service.sampleKind && facts[item.test]?.collection === "home-sample")
      .map((item) => item.price);
    return { priceFrom: prices.length === 0 ? 0 : Math.min(...prices) };
  }
  return { priceFrom: service.priceFrom ?? 0, ...(service.priceTo ? { priceTo: service.priceTo } : {}) };
}

/** The home services of /home-care and the site search: content/en/home-services/<id>.json. */
export const homeServicesCollection = defineCollection({
  name: "home-services",
  label: "Home services",
  labelSingular: "Home service",
  description:
    "The services done at home (X-ray, ECG, sleep study…) on /home-care, the home page and in the site search. A service names the tests it does at home: its price range is computed from the prices the lists sell them for, and its card shows their radiation advice.",
  source: { folder: "home-services", extension: "json" },
  schema: homeServiceSchema
    .omit({ priceFrom: true, priceTo: true })
    .extend({
      tests: z.array(relationTo("test-facts")).min(1).optional().meta({
        title: "Tests",
        description:
          "the tests done on this home service, from Test facts: the price range is the lowest and highest price the lists sell them for",
      }),
      sampleKind: z.enum(sampleKinds).optional().meta({
        title: "Every test of a kind of sample",
        description: 'instead of Tests: the price is "from" the lowest-priced test of this kind collected free at home',
      }),
      priceFrom: z.number().int().positive().optional().meta({
        title: "Price from (₹)",
        description: "only for a service no list sells (neither Tests nor a kind of sample): the lower end of its price range, in rupees",
      }),
      priceTo: z
        .number()
        .int()
        .positive()
        .optional()
        .meta({ title: "Price to (₹)", description: 'only with Price from: the upper end; empty for a "from" price' }),
      priceNote: z
        .string()
        .min(1)
        .meta({ title: "Price note", description: "what the price covers, one sentence (is the home visit included or charged on top?)" }),
      order: orderField,
    })
    .strict()
    .refine((s) => [s.tests, s.sampleKind, s.priceFrom].filter((way) => way !== undefined).length === 1, {
      message: "must say where the price comes from in one way: Tests, a kind of sample, or (for a service no list sells) Price from",
      path: ["tests"],
    })
    .refine((s) => s.priceTo === undefined || (s.priceFrom !== undefined && s.priceTo > s.priceFrom), {
      message: "must be more than Price from, which must be set",
      path: ["priceTo"],
    }),
  idField: "id",
  editor: { summary: "{{title}}", sortableFields: ["order", "title"] },
  compile: (items, context) =>
    inOrder(items).map((service) => {
      const { tests, sampleKind: _kind, priceFrom: _from, priceTo: _to, ...rest } = service;
      return { ...rest, ...(tests ? { tests } : {}), ...priceOf(service, context), advice: cardAdviceOf(tests ?? [], context) };
    }),
  check: (output, context): ContentProblem[] => {
    const keys = testKeysOf(context);
    const facts = context.get("test-facts");
    return output.flatMap((service) => {
      const file = `content/${context.locale}/home-services/${service.id}.json`;
      const problems: ContentProblem[] = [...checkPlaceholders(file, service, context, placeholdersOf["home-services"])];
      (service.tests ?? []).forEach((key, index) => {
        if (!keys.includes(key))
          problems.push({
            file,
            field: `tests[${index}]`,
            problem: `is "${key}", which is not a test`,
            allowed: `the name of a file in content/${context.locale}/test-facts/`,
          });
        // A home service offers at home only what can be done there (docs/content-review.md, rule 19).
        else if (facts[key]?.collection === "centre")
          problems.push({
            file,
            field: `tests[${index}]`,
            problem: `is "${key}", which is done at a centre only`,
            allowed: "a test whose facts say it can be done at home (a home sample or a home visit)",
          });
      });
      if (service.priceFrom === 0)
        problems.push({
          file,
          field: "tests",
          problem: "gives no price: no list sells these tests, and no price of its own is set",
          allowed:
            "tests a list sells (the find-test catalogue or a department list), a kind of sample, or, for a service no list sells, Price from",
        });
      return problems;
    });
  },
});
