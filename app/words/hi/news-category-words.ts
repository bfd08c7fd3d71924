import type { newsCategoryWords as english } from "#app/words/en/news-category-words.ts";

export const newsCategoryWords: typeof english = {
  all: "सभी",
  expansion: "विस्तार",
  technology: "टेक्नोलॉजी",
  accreditation: "मान्यता",
  partnership: "साझेदारी",
  "service-launch": "नई सेवा",
  "digital-innovation": "डिजिटल पहल",
};
