/**
 * The words of the shared primitives (app/components/ui/), one export each: an island that shows a card
 * loads the card's words, not the carousel's.
 */

export const itemCard = {
  popular: "Common test",
  bookNow: "Book Now",
  report: "Report:",
  fasting: "Fasting",
  fastingTerm: "Fasting:",
  noFasting: "No fasting",
  fastingHours: (hours: string | number) => `${hours} hours`,
  where: "Where",
};

export const addToPackage = {
  add: "Add to My tests",
  added: "Added",
};

export const medicalNote: string = "Medical note: ";

export const safetyBox = {
  emergency: "Emergency warning",
  caution: "Safety advice",
  /** "For Cardiac Care at Home.": the items of a list a box above it concerns. */
  forItems: (names: string) => `For ${names}.`,
  /** A box that concerns every package of the list below it: said once, not by naming each. */
  forAll: "For every package below.",
};

/**
 * The warnings a list shows once above its cards (app/components/ui/item-list.tsx): "For Lipid Profile
 * and HbA1c.", or for every card of the list.
 */
export const listNotices = {
  forItems: (names: string) => `For ${names}.`,
  forAll: "For every test and package below.",
};

/** The one closed box of a section's warnings, above its cards (app/components/ui/before-you-book.tsx). */
export const beforeYouBook = {
  title: "Before you book",
  /** What the box holds, after its title: the fast's medicine warning. */
  fasting: "fasting and diabetes medicines",
  /** The whole text of each call-112 line above it. */
  emergencies: "when to call 112, in full",
};

/** The breadcrumb trail's name for screen readers (app/components/ui/breadcrumb.tsx). */
export const breadcrumb = { label: "Breadcrumb" };

/** A list of an item's tags, for screen readers (app/components/ui/tag-list.tsx). */
export const tagList = { label: "Tags" };
