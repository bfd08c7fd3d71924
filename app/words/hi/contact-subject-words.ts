import type { contactSubjectWords as english } from "#app/words/en/contact-subject-words.ts";

export const contactSubjectWords: typeof english = {
  "test-booking": "टेस्ट बुकिंग",
  "home-collection": "होम कलेक्शन",
  reports: "रिपोर्ट और नतीजे",
  billing: "बिल और भुगतान",
  general: "सामान्य पूछताछ",
  complaint: "शिकायत",
};
