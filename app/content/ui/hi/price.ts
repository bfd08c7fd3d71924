import type { priceWords as english } from "../en/price";

export const priceWords: typeof english = {
  from: (price) => `${price} से शुरू`,
};
