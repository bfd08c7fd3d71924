import { z } from "zod";
import { clientLogoSchema, corporateBenefitSchema, corporatePackageSchema, corporateServiceSchema, impactStatSchema } from "../corporate.schema";
import { placeholdersOf } from "../placeholders";
import { defineCollection } from "./collection";
import { checkPlaceholders } from "./placeholders-check";

/** /corporate: content/en/corporate.json. */
export const corporateCollection = defineCollection({
  name: "corporate",
  label: "Corporate page",
  description: "The /corporate page: services, packages and their preparation, example logos, benefits and figures.",
  source: { file: "corporate.json" },
  schema: z
    .object({
      hero: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1), image: z.string().min(1), imageAlt: z.string().min(1) }).strict().meta({ title: "Top of the page" }),
      services: z.array(corporateServiceSchema.strict()).min(1).meta({ title: "Services" }),
      fastingPreparation: z.array(z.string().min(1)).min(1).meta({ title: "Preparation for every package", description: "the fast, the medicines and the insulin warning", medical: true }),
      xrayPregnancyCheck: z.string().min(1).meta({ title: "Chest X-ray pregnancy check", description: "added to the preparation of a package with a chest X-ray", medical: true }),
      packages: z
        .array(
          corporatePackageSchema
            .omit({ preparation: true })
            .extend({ chestXray: z.boolean().meta({ title: "Includes a chest X-ray", description: "adds the pregnancy check to its preparation" }) })
            .strict(),
        )
        .min(1)
        .meta({ title: "Packages" }),
      clientLogosSection: z.object({ eyebrow: z.string().min(1), title: z.string().min(1), intro: z.string().min(1) }).strict().meta({ title: "Example logos: heading" }),
      clientLogos: z.array(clientLogoSchema.strict()).meta({ title: "Example logos" }),
      benefits: z.array(corporateBenefitSchema.strict()).min(1).meta({ title: "Benefits" }),
      impactStats: z.array(impactStatSchema.strict()).min(1).meta({ title: "Figures", description: "each with its source: {{claim-source}}" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
  check: (output, context) => checkPlaceholders(`content/${context.locale}/corporate.json`, output, context, placeholdersOf.corporate),
});
