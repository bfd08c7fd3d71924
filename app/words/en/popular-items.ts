/** The words of the home page's list of common tests and packages (an island, app/features/home/popular-items.tsx). */
export const popularItems = {
  label: "Common tests and packages",
  healthPackage: "Health package",
  test: "Test",
};
