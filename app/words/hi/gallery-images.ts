import type { galleryImages as english } from "#app/words/en/gallery-images.ts";

export const galleryImages: typeof english = {
  filterLabel: "तस्वीरें छाँटें",
  noImages: "चुने गए फ़िल्टर में कोई तस्वीर नहीं मिली।",
  count: (count) => `${count} ${count === 1 ? "तस्वीर" : "तस्वीरें"}`,
  viewLarger: (title) => `बड़ा करके देखें: ${title}`,
  viewerLabel: "गैलरी की तस्वीर",
  position: (position, count) => `${count} में से तस्वीर ${position}`,
};
