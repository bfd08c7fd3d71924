import type { lightbox as english } from "#app/words/en/lightbox.ts";

export const lightbox: typeof english = {
  label: "तस्वीर देखें",
  previous: "पिछली तस्वीर",
  next: "अगली तस्वीर",
};
