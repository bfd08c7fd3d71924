/** Prices (app/domain/money.ts, the search results): a price with no upper end. */
export const priceWords = {
  from: (price: string) => `From ${price}`,
};
