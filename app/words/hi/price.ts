import type { priceWords as english } from "#words/en/price.ts";

export const priceWords: typeof english = {
  from: (price) => `${price} से शुरू`,
};
