/** The dated medical review of a page (app/domain/medical-review.ts): the reviewer's role and qualification come from content. */
export const medicalReviewWords = {
  reviewedBy: (role: string, qualification: string, date: string) => {
    const lower = role.charAt(0).toLowerCase() + role.slice(1);
    const article = /^[aeiou]/i.test(lower) ? "an" : "a";
    return `Medically reviewed by ${article} ${lower}, ${qualification}, on ${date}.`;
  },
  nextReview: (date: string) => `Next review due by ${date}.`,
};
