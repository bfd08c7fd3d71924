/** The words of the home page's popular tests and packages island (app/features/home/popular-items.tsx). */
export const popularItems = {
  label: "Popular tests and packages",
  healthPackage: "Health package",
  test: "Test",
};
