import { z } from "zod";
import { faqSchema, highlightSchema, homeCarePackageSchema, homeServiceSchema, stepSchema } from "../home-care.schema";
import { placeholdersOf } from "../placeholders";
import { defineCollection } from "./collection";
import { inOrder, orderField } from "./order";
import { checkPlaceholders } from "./placeholders-check";
import { testKeysOf } from "./test-facts.collection";

/** /home-care's page: content/en/home-care.json (hero, services, why choose us, steps, FAQs). */
export const homeCareCollection = defineCollection({
  name: "home-care",
  label: "Home care page",
  description: "The /home-care page: its top, why choose us, the steps and the FAQs. The services are in Home services, the packages in Home-care packages.",
  source: { file: "home-care.json" },
  schema: z
    .object({
      hero: z
        .object({
          eyebrow: z.string().min(1),
          title: z.string().min(1),
          intro: z.string().min(1).meta({ widget: "text" }),
          image: z.string().min(1),
          imageAlt: z.string().min(1).meta({ title: "Image description" }),
          stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) }).strict()).min(1),
        })
        .strict()
        .meta({ title: "Top of the page" }),
      whyChoose: z.array(highlightSchema.strict()).min(1).meta({ title: "Why choose us" }),
      steps: z.array(stepSchema.strict()).min(1).meta({ title: "Steps" }),
      faqs: z.array(faqSchema.strict()).min(1).meta({ title: "FAQs" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
  check: (output, context) => {
    const file = `content/${context.locale}/home-care.json`;
    const faqs = (output as { faqs: { question: string }[] }).faqs;
    return [
      ...checkPlaceholders(file, output, context, placeholdersOf["home-care"]),
      // A question asked twice is an editing slip (an FAQ copied, then not changed).
      ...faqs.flatMap((faq, i) =>
        faqs.findIndex((other) => other.question.trim().toLowerCase() === faq.question.trim().toLowerCase()) < i
          ? [{ file, field: `faqs[${i}].question`, problem: `is "${faq.question}", which an earlier FAQ asks already`, allowed: "each question once: change it or delete one of the two" }]
          : [],
      ),
    ];
  },
});

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
  check: (output, context) => {
    const keys = testKeysOf(context);
    return (output as { id: string; tests: string[] }[]).flatMap((pkg) => {
      const file = `content/${context.locale}/home-care-packages/${pkg.id}.json`;
      return [
        ...pkg.tests.flatMap((key, index) => {
          if (!keys.includes(key))
            return [{ file, field: `tests[${index}]`, problem: `is "${key}", which is not a test`, allowed: `the name of a file in content/${context.locale}/test-facts/ (pick it from the list in the editor)` }];
          return pkg.tests.indexOf(key) < index ? [{ file, field: `tests[${index}]`, problem: `is "${key}", which the package lists already`, allowed: "each test once" }] : [];
        }),
        // ./home-care.ts fills no placeholders in a package: one written here would show as typed.
        ...checkPlaceholders(file, pkg, context, []),
      ];
    });
  },
});

/** The home services of /home-care and the site search: content/en/home-services/<id>.json. */
export const homeServicesCollection = defineCollection({
  name: "home-services",
  label: "Home services",
  labelSingular: "Home service",
  description: "The services done at home (X-ray, ECG, sleep study…) with their price ranges, on /home-care and in the site search.",
  source: { folder: "home-services", extension: "json" },
  schema: homeServiceSchema
    .extend({
      priceFrom: z.number().int().positive().meta({ title: "Price from (₹)", description: "the lower end of the price range, in rupees" }),
      priceTo: z.number().int().positive().optional().meta({ title: "Price to (₹)", description: "the upper end; empty for a \"from\" price" }),
      order: orderField,
    })
    .strict(),
  idField: "id",
  editor: { summary: "{{title}} — from ₹{{priceFrom}}", sortableFields: ["order", "title"] },
  compile: (items) => inOrder(items),
  check: (output, context) =>
    (output as { id: string }[]).flatMap((service) => checkPlaceholders(`content/${context.locale}/home-services/${service.id}.json`, service, context, placeholdersOf["home-services"])),
});
