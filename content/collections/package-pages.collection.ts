import { z } from "zod";
import type { ContentProblem } from "#content/compiler/problems.ts";
import { healthPackageCategoryIds } from "#content/health-package-category-ids.ts";
import { iconNames } from "#content/icon-names.ts";
import { defineCollection } from "./collection.ts";

const packageImage = z
  .object({
    src: z
      .string()
      .regex(/^\/images\/packages\/[a-z0-9-]+\.svg$/)
      .meta({ title: "Picture", description: "an illustration in /images/packages/, e.g. /images/packages/heart.svg" }),
    alt: z.string().min(1).meta({ title: "Picture description", description: "what the picture shows, for people who cannot see it" }),
  })
  .strict();

/** The package cards' pictures and their descriptions: content/en/package-images.json. */
export const packageImagesCollection = defineCollection({
  name: "package-images",
  label: "Package pictures",
  description: "The pictures a health package may show, each with its description; the fallback is shown when a package has none.",
  source: { file: "package-images.json" },
  schema: z
    .object({
      images: z.array(packageImage).min(1).meta({ title: "Pictures" }),
      fallback: packageImage.meta({ title: "Fallback picture" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
  check: (output, context): ContentProblem[] => {
    const images = output.images.map((i) => i.src);
    return context
      .get("packages")
      .filter((p) => p.image && !images.includes(p.image))
      .map((p) => ({
        file: `content/${context.locale}/packages/${p.id}.json`,
        field: "image",
        problem: `is "${p.image}", which has no description in the package pictures`,
        allowed: images.join(", "),
      }));
  },
});

/** The health-package categories' words, icons and order: content/en/health-package-categories.json. */
export const healthPackageCategoriesCollection = defineCollection({
  name: "health-package-categories",
  label: "Health package categories",
  description:
    "The four categories of /health-packages: their titles, descriptions, icons and order. Which packages each holds follows from the packages' tests.",
  source: { file: "health-package-categories.json" },
  schema: z
    .object({
      categories: z
        .array(
          z
            .object({
              id: z.enum(healthPackageCategoryIds).meta({ title: "Category" }),
              icon: z.enum(iconNames).meta({ title: "Icon" }),
              title: z.string().min(1).meta({ title: "Title" }),
              description: z.string().min(1).meta({ title: "Description" }),
            })
            .strict(),
        )
        .length(healthPackageCategoryIds.length)
        .refine((list) => new Set(list.map((c) => c.id)).size === list.length, { message: "must name each category once" })
        .meta({ title: "Categories", description: "each of the four once, in the order the page shows them" }),
    })
    .strict(),
  compile: ([item]) => item!.data,
});
