import { z } from "zod";
import { checkPlaceholders } from "#content/compiler/placeholders-check.ts";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { sitePlaceholderNames } from "#content/placeholders.ts";
import { defineCollection } from "./collection.ts";
import {
  categoryCardSchema,
  commitmentSchema,
  flagshipServiceSchema,
  heroSchema,
  imageSchema,
  processStepSchema,
  testimonialSchema,
} from "./home.schema.ts";

const placeholderHint = "; it may quote the site's facts by placeholder, e.g. {{emergency-line}}";
const text = (title: string, description: string, widget?: "text") =>
  z
    .string()
    .min(1)
    .meta({ title, description: description + placeholderHint, ...(widget ? { widget } : {}) });
const icon = <Icon extends z.ZodType>(schema: Icon) =>
  schema.meta({ title: "Icon", description: "the name of an icon of the site's icon set, e.g. Clock" });

const heroFile = heroSchema
  .extend({
    eyebrow: text("Small line above the headline", "a few words, e.g. Diagnostics since 2004"),
    headline: text("Headline", "the page's main heading, one sentence"),
    intro: text("Introduction", "two sentences under the headline"),
    accreditationNote: text("Accreditation line", "the accreditations in one line; the NABL part is {{accreditation-short}}"),
    testsBadge: text("Test count badge", "the badge with the number of tests: {{tests-badge}}"),
    testsBadgeNote: text("Test count note", "what the badge counts and when: {{tests-badge-note}}"),
    uploadPrescriptionLabel: text("Upload prescription button", "the button's words"),
    uploadPrescriptionMessage: text("Upload prescription chat message", "the chat message the button prepares", "text"),
    uploadPrescriptionHint: text("Upload prescription hint", "one sentence under the button"),
    image: imageSchema
      .extend({
        src: imageSchema.shape.src.meta({ title: "Picture", description: "a drawing in public/images/home/, e.g. /images/home/hero.svg" }),
        alt: z.string().min(1).meta({ title: "Picture description", description: "what the picture shows, for people who cannot see it" }),
        width: imageSchema.shape.width.meta({ title: "Width", description: "the picture's width in pixels, a whole number" }),
        height: imageSchema.shape.height.meta({ title: "Height", description: "the picture's height in pixels, a whole number" }),
      })
      .strict()
      .meta({ title: "Picture" }),
  })
  .strict()
  .meta({ title: "Top of the page", description: "the headline, the badges and the picture at the top of the home page" });

const catalogueIds = (title: string, description: string, relation: string) =>
  z.array(z.number().int().positive().meta({ relation })).min(1).meta({ title, description });

const categoryCardFile = categoryCardSchema
  .extend({
    id: categoryCardSchema.shape.id.meta({ title: "Key", description: "a short name in lower case, e.g. pathology" }),
    name: text("Name", "the department's name"),
    description: text("Description", "one or two sentences"),
    href: categoryCardSchema.shape.href.meta({ title: "Link", description: "the department's page, e.g. /services/pathology" }),
    icon: icon(categoryCardSchema.shape.icon),
    highlights: z.array(text("Highlight", "a few words")).min(2).max(4).meta({ title: "Highlights", description: "2 to 4 short lines" }),
  })
  .strict();

const flagshipFile = flagshipServiceSchema
  .extend({
    id: flagshipServiceSchema.shape.id.meta({ title: "Key", description: "a short name in lower case with dashes, e.g. digital-xray" }),
    icon: icon(flagshipServiceSchema.shape.icon),
    title: text("Title", "the service's name"),
    description: text("Description", "one or two sentences"),
    features: z.array(text("Feature", "a few words")).min(3).max(4).meta({ title: "Features", description: "3 or 4 short lines" }),
    service: z.string().meta({
      title: "Home service",
      description: "the home service this card sells: its price range (computed from the lists), price note and advice are shown",
      relation: "home-services",
    }),
    color: flagshipServiceSchema.shape.color.meta({ title: "Colour", description: "the card's colour" }),
    category: flagshipServiceSchema.shape.category.meta({ title: "Department", description: "the department the service belongs to" }),
    badge: text("Badge", "a word or two on the card, e.g. Home Visit"),
  })
  .strict();

const commitmentFile = commitmentSchema
  .extend({
    id: commitmentSchema.shape.id.meta({ title: "Key", description: "a short name in lower case, e.g. free-pickup" }),
    icon: icon(commitmentSchema.shape.icon),
    figure: text("Figure", "the big figure, e.g. Free or 24/7; a measured figure only with its source and a current period"),
    title: text("Title", "a few words"),
    description: text("Description", "one or two sentences; a measured figure says its source"),
  })
  .strict();

const stepFile = processStepSchema
  .extend({
    step: processStepSchema.shape.step.meta({ title: "Step number", description: "1 to 4, in the order shown" }),
    icon: icon(processStepSchema.shape.icon),
    title: text("Title", "a few words"),
    description: text("Description", "one sentence"),
  })
  .strict();

const testimonialFile = testimonialSchema
  .extend({
    name: z.string().min(1).meta({ title: "Name", description: "the patient's name, as they agreed in writing" }),
    location: z.string().min(1).meta({ title: "Place", description: "the area and city, e.g. Sector 50, Noida" }),
    rating: testimonialSchema.shape.rating.meta({ title: "Stars", description: "1 to 5, a whole number" }),
    comment: z.string().min(1).meta({ title: "Comment", description: "the patient's words", widget: "text" }),
    avatar: testimonialSchema.shape.avatar.meta({ title: "Initials", description: "two capital letters shown in a circle, e.g. RM" }),
  })
  .strict();

export const homeFileSchema = z
  .object({
    hero: heroFile,
    popularTests: catalogueIds(
      "Common tests",
      'the catalogue numbers of the tests shown in the row of common tests, in order; each must be marked "Common test"',
      "catalogue-tests",
    ),
    popularPackages: catalogueIds(
      "Packages in the row",
      "the catalogue numbers of the packages shown beside the common tests, in order",
      "packages",
    ),
    categoryCards: z
      .array(categoryCardFile)
      .length(4)
      .meta({ title: "Department cards", description: "the four department cards, in the order shown" }),
    flagshipServices: z
      .array(flagshipFile)
      .min(1)
      .meta({ title: "Flagship home services", description: "the home-service cards, in the order shown" }),
    commitments: z
      .array(commitmentFile)
      .min(1)
      .meta({ title: "Commitments", description: "the figures we measure ourselves by, in the order shown" }),
    processSteps: z.array(stepFile).length(4).meta({ title: "How it works", description: "the four steps, in order" }),
    ratings: z
      .object({
        consentNote: text("Consent note", "one sentence shown with the testimonials"),
      })
      .strict()
      .meta({ title: "Testimonials note", description: "the words shown above the testimonials" }),
    testimonials: z
      .array(testimonialFile)
      .min(1)
      .meta({ title: "Testimonials", description: "patients' words, each shared with their written consent, in the order shown" }),
  })
  .strict();

export type HomeFile = z.infer<typeof homeFileSchema>;

/** The home page's texts and lists: one file, content/en/home.json. */
export const homeCollection = defineCollection({
  name: "home",
  label: "Home page",
  description: "Everything on the home page except prices and tests' facts (from the catalogue) and the figures (Claims and figures).",
  source: { file: "home.json" },
  schema: homeFileSchema,
  compile: (items): HomeFile => items[0]!.data,
  check: (output, context): ContentProblem[] => {
    const file = `content/${context.locale}/home.json`;
    const problems: ContentProblem[] = checkPlaceholders(file, output, context, sitePlaceholderNames);
    for (const [field, collection] of [
      ["popularTests", "catalogue-tests"],
      ["popularPackages", "packages"],
    ] as const) {
      const entries = context.get(collection);
      output[field].forEach((id, index) => {
        const entry = entries.find((e) => e.id === id);
        if (!entry)
          problems.push({
            file,
            field: `${field}[${index}]`,
            problem: `is ${id}, which is not in the catalogue`,
            allowed: `the number of a file in content/${context.locale}/${collection === "packages" ? "packages" : "tests"}/`,
          });
        // A test in the row is a common test (its badge says so); a package is the editor's pick, with no badge.
        else if (field === "popularTests" && !entry.popular)
          problems.push({
            file,
            field: `${field}[${index}]`,
            problem: `is ${id} (${entry.name}), which is not marked a common test`,
            allowed: 'a test marked "Common test", or mark this one',
          });
      });
    }
    const services = context.get("home-services").map((s) => s.id);
    output.flagshipServices.forEach((card, index) => {
      if (!services.includes(card.service))
        problems.push({
          file,
          field: `flagshipServices[${index}].service`,
          problem: `is "${card.service}", which is not a home service`,
          allowed: `the name of a file in content/${context.locale}/home-services/: ${services.join(", ")}`,
        });
    });
    return problems;
  },
});
