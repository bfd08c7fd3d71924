/** A department's counts (app/domain/services.ts). */
export const serviceWords = {
  /** How many tests a subcategory's page lists. */
  commonTests: (count: number) => `${count} common ${count === 1 ? "test" : "tests"}`,
  /** The link to the find-test category behind them: "See all 148 pathology tests". */
  seeAll: (count: number, category: string) => `See all ${count} ${category.toLowerCase()} tests`,
};
