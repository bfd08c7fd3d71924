/**
 * The words of the shared primitives (app/components/ui/), one export each: an island that shows a card
 * loads the card's words, not the carousel's.
 */

export const itemCard = {
  popular: "Popular",
  bookNow: "Book Now",
  report: "Report:",
  fasting: "Fasting",
  fastingTerm: "Fasting:",
  noFasting: "No fasting",
  fastingHours: (hours: string | number) => `${hours} hours`,
  beforeTheFast: "Before the fast:",
  where: "Where",
};

export const addToPackage = {
  add: "Add to Package",
  added: "Added",
};

export const medicalNote: string = "Medical note: ";

export const safetyBox = {
  emergency: "Emergency warning",
  caution: "Safety advice",
};

/** The breadcrumb trail's name for screen readers (app/components/ui/breadcrumb.tsx). */
export const breadcrumb = { label: "Breadcrumb" };

/** A list of an item's tags, for screen readers (app/components/ui/tag-list.tsx). */
export const tagList = { label: "Tags" };
