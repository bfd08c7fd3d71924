/** The find-test catalogue's categories, in the order the filter lists them (content/catalogue.ts). */
export const catalogueCategories = [
  "pathology",
  "cardiology",
  "pulmonology",
  "neurology",
  "microbiology",
  "package",
] as const;

export type CatalogueCategory = (typeof catalogueCategories)[number];
