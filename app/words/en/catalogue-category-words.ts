/** What each find-test category is called on a test's page and in the results (./catalogue-categories.ts). */
export const catalogueCategoryWords = {
  pathology: "Pathology",
  radiology: "Radiology",
  cardiology: "Cardiology",
  pulmonology: "Pulmonology",
  neurology: "Neurology",
  microbiology: "Microbiology",
  package: "Health Package",
};
