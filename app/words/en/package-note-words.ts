/** Items a chosen package already includes, and the list's fast (app/domain/my-package.ts). */
export const packageNoteWords = {
  /** "Already included in Basic Health Checkup: remove and save ₹450". */
  overlapSaving: (packageName: string, saving: string) => `Already included in ${packageName}: remove and save ${saving}`,
  /** "2 items on your list are already included in a package you chose. Removing them saves ₹749; each is marked below." */
  overlapSummary: (count: number, saving: string) =>
    `${count === 1 ? "1 item on your list is" : `${count} items on your list are`} already included in a package you chose. Removing ${count === 1 ? "it" : "them"} saves ${saving}; ${count === 1 ? "it is" : "each is"} marked below.`,
  /** "Fast for 12 hours before collection: needed for Lipid Profile". */
  fasting: (hours: number, names: string) => `Fast for ${hours} hours before collection: needed for ${names}`,
  /** "Fast for at least 8 hours (and no more than 12) before collection: needed for Fasting Blood Sugar". */
  fastingWithLimit: (hours: number, limit: number, names: string) =>
    `Fast for at least ${hours} hours (and no more than ${limit}) before collection: needed for ${names}`,
};
