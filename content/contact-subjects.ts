import { contactSubjectWords as words } from "#words/contact-subject-words.ts";

/** The contact form's subject options, value and label (words: ./ui/en/contact-subject-words.ts), in this order (the schema checks their shape). */
export const contactSubjects = [
  { value: "test-booking", label: words["test-booking"] },
  { value: "home-collection", label: words["home-collection"] },
  { value: "reports", label: words.reports },
  { value: "billing", label: words.billing },
  { value: "general", label: words.general },
  { value: "complaint", label: words.complaint },
] as const;

export type ContactSubjectValue = (typeof contactSubjects)[number]["value"];

export const contactSubjectValues = contactSubjects.map((s) => s.value) as [ContactSubjectValue, ...ContactSubjectValue[]];
