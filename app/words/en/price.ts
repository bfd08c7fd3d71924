/**
 * Prices (app/domain/money.ts, the search results): a price with no upper end, and a test's price with
 * what a home visit adds (app/domain/home-visit-price.ts; here and not with the hours' words, which the
 * cards do not need).
 */
export const priceWords = {
  from: (price: string) => `From ${price}`,
  /** A test done at home on a paid visit: "₹549 + home visit ₹300". */
  plusVisit: (price: string, charge: string) => `${price} + home visit ${charge}`,
  /** A test whose price includes the home visit: "₹599, home visit included". */
  visitIncluded: (price: string) => `${price}, home visit included`,
};
