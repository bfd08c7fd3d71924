import type { medicalReviewWords as english } from "#app/words/en/medical-review-words.ts";

export const medicalReviewWords: typeof english = {
  // Hindi order: the date, then who ("समीक्षक"), so the role's own brackets need no comma before "ने".
  reviewedBy: (role, qualification, date) => `इस पेज की मेडिकल समीक्षा ${date} को हुई; समीक्षक: ${role}, ${qualification}।`,
  nextReview: (date) => `अगली समीक्षा ${date} तक होनी है।`,
};
