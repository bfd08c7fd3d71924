/** The words of the carousel (app/components/ui/carousel.tsx), apart: only the pages that have one load them. */
export const carousel = {
  previous: "Previous slides",
  next: "Next slides",
  goTo: (group: number, groups: number) => `Go to slide group ${group} of ${groups}`,
  slide: (position: number, count: number) => `${position} of ${count}`,
};
