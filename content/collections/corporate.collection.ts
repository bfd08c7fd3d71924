import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { placeholdersOf } from "#content/placeholders.ts";
import { parameterCountOf } from "#content/test-parameters.ts";
import { defineCollection, type CompileContext } from "./collection.ts";
import {
  clientLogoSchema,
  corporateBenefitSchema,
  corporatePackageSchema,
  corporateServiceSchema,
  impactStatSchema,
} from "./corporate.schema.ts";
import { relationTo } from "./relation.schema.ts";
import { testKeysOf } from "./test-facts.collection.ts";

/** /corporate: content/en/corporate.json. */
export const corporateCollection = defineCollection({
  name: "corporate",
  label: "Corporate page",
  description: "The /corporate page: services, packages and their preparation, example logos, benefits and figures.",
  source: { file: "corporate.json" },
  schema: z
    .object({
      hero: z
        .object({
          eyebrow: z.string().min(1),
          title: z.string().min(1),
          intro: z.string().min(1),
          image: z.string().min(1),
          imageAlt: z.string().min(1),
        })
        .strict()
        .meta({ title: "Top of the page" }),
      services: z.array(corporateServiceSchema.strict()).min(1).meta({ title: "Services" }),
      fastingPreparation: z
        .array(z.string().min(1))
        .min(1)
        .meta({ title: "Preparation for every package", description: "the fast, the medicines and the insulin warning", medical: true }),
      xrayPregnancyCheck: z.string().min(1).meta({
        title: "Chest X-ray pregnancy check",
        description: "added to the preparation of a package with a chest X-ray",
        medical: true,
      }),
      packages: z
        .array(
          corporatePackageSchema
            .omit({ preparation: true, testCount: true })
            .extend({
              tests: z.array(relationTo("test-facts")).min(1).meta({
                title: "Tests",
                description:
                  "the tests the package holds, from Test facts: its count of parameters is computed from them, and an X-ray adds the pregnancy check",
              }),
              measurements: z.array(z.string().min(1)).meta({
                title: "Measurements",
                description: "what is measured beside the tests, e.g. BMI, Blood pressure; each counts one",
              }),
            })
            .strict(),
        )
        .min(1)
        .meta({ title: "Packages" }),
      clientLogosSection: z
        .object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1) })
        .strict()
        .meta({ title: "Example logos: heading" }),
      clientLogos: z.array(clientLogoSchema.strict()).meta({ title: "Example logos" }),
      benefits: z.array(corporateBenefitSchema.strict()).min(1).meta({ title: "Benefits" }),
      impactStats: z.array(impactStatSchema.strict()).meta({
        title: "Figures",
        description:
          "each with its source and a current period (docs/content-review.md, rule 26); none while the lab has no current figures, and the band is not shown",
      }),
    })
    .strict(),
  compile: ([item], context) => {
    const data = item!.data;
    const packages = data.packages.map((pkg) => ({ ...pkg, ...fromTheTests(pkg, context) }));
    return { ...data, packages };
  },
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/corporate.json`;
    const keys = testKeysOf(context);
    const unknown = output.packages.flatMap((pkg, p) =>
      pkg.tests.flatMap((key, t) =>
        keys.includes(key)
          ? []
          : [
              {
                file,
                field: `packages[${p}].tests[${t}]`,
                problem: `is "${key}", which is not a test`,
                allowed: `the name of a file in content/${context.locale}/test-facts/`,
              },
            ],
      ),
    );
    return [...checkPlaceholders(file, output, context, placeholdersOf.corporate), ...unknown];
  },
});

/**
 * A package's count and its X-ray's pregnancy check follow from its tests (docs/content-review.md, rule 7).
 * The return type is written out: a compile that reads another collection's output says what it returns
 * (CompileContext.get says why).
 */
function fromTheTests(
  pkg: { tests: readonly string[]; measurements: readonly unknown[] },
  context: CompileContext,
): { testCount: number; chestXray: boolean } {
  const facts = context.get("test-facts");
  return {
    testCount: pkg.tests.reduce((sum, key) => sum + (facts[key] ? parameterCountOf(facts[key]) : 0), 0) + pkg.measurements.length,
    chestXray: pkg.tests.some((key) => facts[key]?.sampleKind === "imaging"),
  };
}
