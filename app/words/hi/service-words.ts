import type { serviceWords as english } from "#app/words/en/service-words.ts";

export const serviceWords: typeof english = {
  commonTests: (count) => `${count} आम टेस्ट`,
  seeAll: (count, category) => `${category} के सभी ${count} टेस्ट देखें`,
};
