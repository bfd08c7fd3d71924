import type { priceWords as english } from "#app/words/en/price.ts";

export const priceWords: typeof english = {
  from: (price) => `${price} से शुरू`,
  plusVisit: (price, charge) => `${price} + होम विज़िट का शुल्क ${charge}`,
  visitIncluded: (price) => `${price}, होम विज़िट का शुल्क शामिल`,
};
