/** The contact form's subjects (./contact-subjects.ts). */
export const contactSubjectWords = {
  "test-booking": "Test Booking",
  "home-collection": "Home Collection",
  reports: "Reports & Results",
  billing: "Billing & Payment",
  general: "General Inquiry",
  complaint: "Complaint",
};
