/** The words of the shared primitives (app/components/ui/): cards, buttons, pagination, carousels. */
export const components = {
  itemCard: {
    popular: "Popular",
    bookNow: "Book Now",
    report: "Report:",
    fasting: "Fasting",
    fastingTerm: "Fasting:",
    noFasting: "No fasting",
    fastingHours: (hours: string | number) => `${hours} hours`,
    beforeTheFast: "Before the fast:",
    where: "Where",
  },
  addToPackage: {
    add: "Add to Package",
    added: "Added",
  },
  pagination: {
    label: "Pagination",
    previous: "Previous page",
    next: "Next page",
    page: (page: number) => `Page ${page}`,
  },
  carousel: {
    previous: "Previous slides",
    next: "Next slides",
    goTo: (group: number, groups: number) => `Go to slide group ${group} of ${groups}`,
    slide: (position: number, count: number) => `${position} of ${count}`,
  },
  lightbox: {
    label: "Image viewer",
    previous: "Previous image",
    next: "Next image",
  },
  medicalNote: "Medical note: ",
  safetyBox: {
    emergency: "Emergency warning",
    caution: "Safety advice",
  },
};
