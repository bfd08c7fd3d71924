import { catalogueCategoryWords } from "#words/catalogue-category-words.ts";

/** The find-test catalogue's categories, in the order the filter lists them (content/catalogue.ts). */
export const catalogueCategories = ["pathology", "radiology", "cardiology", "pulmonology", "neurology", "microbiology", "package"] as const;

export type CatalogueCategory = (typeof catalogueCategories)[number];

/** What each category is called on a test's page and in the find-test results (words: ./ui/en/labels.ts). */
export const catalogueCategoryLabels: Record<CatalogueCategory, string> = catalogueCategoryWords;
