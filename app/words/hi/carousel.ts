import type { carousel as english } from "#app/words/en/carousel.ts";

export const carousel: typeof english = {
  previous: "पिछली स्लाइड",
  next: "अगली स्लाइड",
  goTo: (group, groups) => `स्लाइड समूह ${group} (कुल ${groups}) पर जाएँ`,
  slide: (position, count) => `${count} में से ${position}`,
};
