import type { listWords as english } from "#app/words/en/list.ts";

export const listWords: typeof english = {
  and: " और ",
  ampersand: " और ",
};
