import type { crumbWords as english } from "#app/words/en/crumb-words.ts";

export const crumbWords: typeof english = {
  home: "होम",
  services: "सेवाएँ",
  healthPackages: "हेल्थ पैकेज",
};
