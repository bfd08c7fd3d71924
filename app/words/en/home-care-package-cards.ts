/** The words of the home-care packages island (app/features/home-care/home-care-package-cards.tsx). */
export const homeCarePackageCards = {
  bestFor: "Best for:",
  testsIncluded: (count: number) => `Tests included (${count})`,
  preparation: "Preparation",
};
