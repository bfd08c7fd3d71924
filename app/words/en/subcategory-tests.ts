/** The words of a subcategory's "Popular Tests" island (app/features/services/test-card.tsx). */
export const subcategoryTests = {
  sample: "Sample:",
  preparation: "Preparation:",
};
