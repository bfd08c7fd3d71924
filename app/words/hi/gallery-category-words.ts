import type { galleryCategoryWords as english } from "#app/words/en/gallery-category-words.ts";

export const galleryCategoryWords: typeof english = {
  all: "सभी तस्वीरें",
  "center-tour": "सेंटर की झलक",
  equipment: "आधुनिक मशीनें",
  team: "हमारी टीम",
  events: "कार्यक्रम",
};
