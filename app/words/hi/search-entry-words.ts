import type { searchEntryWords as english } from "#app/words/en/search-entry-words.ts";

export const searchEntryWords: typeof english = {
  test: "टेस्ट",
  package: "हेल्थ पैकेज",
  homeService: "घर पर सेवा",
  atHome: "घर पर",
};
