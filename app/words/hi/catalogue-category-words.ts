import type { catalogueCategoryWords as english } from "#app/words/en/catalogue-category-words.ts";

export const catalogueCategoryWords: typeof english = {
  pathology: "पैथोलॉजी",
  radiology: "रेडियोलॉजी (एक्स-रे)",
  cardiology: "कार्डियोलॉजी (दिल)",
  pulmonology: "पल्मोनोलॉजी (फेफड़े)",
  neurology: "न्यूरोलॉजी (दिमाग और नसें)",
  microbiology: "माइक्रोबायोलॉजी (कल्चर)",
  package: "हेल्थ पैकेज",
};
