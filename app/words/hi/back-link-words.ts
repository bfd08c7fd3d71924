import type { backLinkWords as english } from "#app/words/en/back-link-words.ts";

export const backLinkWords: typeof english = {
  home: "होम पर वापस जाएँ",
  findTest: "‘टेस्ट खोजें’ पर वापस जाएँ",
  healthPackages: "हेल्थ पैकेज पर वापस जाएँ",
};
