/**
 * The words of the My Package list rules (app/domain/my-package*.ts), one export per area: the count and
 * the announcements every page's Add to Package button and header count load, then what only the
 * /my-package page needs (overlaps, the fast, the PIN check, the booking message). The page's own words
 * are in ./my-package.ts.
 */

/** The count of a list and what the live region says after a press (app/domain/my-package-ids.ts). */
export const packageCountWords = {
  /** "1 item", "3 items". */
  items: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  /** "Lipid Profile added to your package (2 items)". */
  toggled: (name: string, added: boolean, count: string) => `${name} ${added ? "added to" : "removed from"} your package (${count})`,
  full: (max: number, name: string) => `Your package is full (${max} items). Remove an item to add ${name}.`,
};

/** Items a chosen package already includes, and the list's fast (app/domain/my-package.ts). */
export const packageNoteWords = {
  /** "Already included in Basic Health Checkup: remove and save ₹450". */
  overlapSaving: (packageName: string, saving: string) => `Already included in ${packageName}: remove and save ${saving}`,
  /** "2 items on your list are already included in a package you chose. Removing them saves ₹749; each is marked below." */
  overlapSummary: (count: number, saving: string) =>
    `${count === 1 ? "1 item on your list is" : `${count} items on your list are`} already included in a package you chose. Removing ${count === 1 ? "it" : "them"} saves ${saving}; ${count === 1 ? "it is" : "each is"} marked below.`,
  /** "Fast for 12 hours before collection: needed for Lipid Profile". */
  fasting: (hours: number, names: string) => `Fast for ${hours} hours before collection: needed for ${names}`,
};

/** Beside the home-collection PIN field (app/domain/my-package-pin.ts). */
export const pinWords = {
  invalid: "Enter a valid 6-digit PIN code",
};

/** The collection time slots a patient can ask for, by their id (app/domain/my-package-booking.ts). */
export const timeSlotWords = {
  "6-8": "6–8 AM",
  "8-10": "8–10 AM",
  "10-12": "10 AM–12 PM",
  "12-2": "12–2 PM",
  "2-4": "2–4 PM",
  "4-6": "4–6 PM",
};

/** The one message that books the list on chat or by email (app/domain/my-package-booking.ts). */
export const bookingMessageWords = {
  greeting: "Hello, I'd like to book these tests:",
  /** "1. Lipid Profile: ₹450". */
  item: (position: number, name: string, price: string) => `${position}. ${name}: ${price}`,
  /** The items left out of a message that would make too long a link. */
  more: (hidden: number) => `…and ${hidden} more ${hidden === 1 ? "test" : "tests"}`,
  total: (total: string, count: string) => `Total: ${total} (${count})`,
  homeCollection: "Home collection",
  homeCollectionAt: (pin: string) => `Home collection, PIN code ${pin}`,
  centreVisit: "Visit to a centre",
  centreVisitAt: (centreName: string) => `Visit to the ${centreName} centre`,
  /** "Tue, 24 Nov 2026, 6–8 AM". */
  when: (when: string) => `Preferred time: ${when}`,
  name: (name: string) => `Name: ${name}`,
  note: (note: string) => `Note: ${note}`,
  reminder: (fasting: string) => `Reminder: ${fasting}.`,
  closing: "Please confirm the next steps.",
};
