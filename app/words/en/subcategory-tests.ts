/** The words of a subcategory's "Common Tests" island (app/features/services/test-card.tsx). */
export const subcategoryTests = {
  sample: "Sample:",
  preparation: "Preparation:",
  viewDetails: "View details",
};
