import type { listWords as english } from "../en/list";

export const listWords: typeof english = {
  and: " और ",
  ampersand: " और ",
};
