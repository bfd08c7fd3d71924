import type { pinWords as english } from "#app/words/en/pin-words.ts";

export const pinWords: typeof english = {
  invalid: "कृपया सही 6 अंकों का पिन कोड डालें।",
};
