/** The contact form's subject options, value and label, in this order (the schema checks their shape). */
export const contactSubjects = [
  { value: "test-booking", label: "Test Booking" },
  { value: "home-collection", label: "Home Collection" },
  { value: "reports", label: "Reports & Results" },
  { value: "billing", label: "Billing & Payment" },
  { value: "general", label: "General Inquiry" },
  { value: "complaint", label: "Complaint" },
] as const;

export type ContactSubjectValue = (typeof contactSubjects)[number]["value"];

export const contactSubjectValues = contactSubjects.map((s) => s.value) as [
  ContactSubjectValue,
  ...ContactSubjectValue[],
];

