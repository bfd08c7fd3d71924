import type { medicalReviewWords as english } from "../en/medical-review-words";

export const medicalReviewWords: typeof english = {
  reviewedBy: (role, qualification, date) => `एक ${role}, ${qualification}, ने ${date} को इसकी मेडिकल समीक्षा की।`,
  nextReview: (date) => `अगली समीक्षा ${date} तक होनी है।`,
};
