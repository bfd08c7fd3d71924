import type { contactMailWords as english } from "#app/words/en/contact-mail-words.ts";

export const contactMailWords: typeof english = {
  subject: (subject) => `संपर्क फ़ॉर्म: ${subject}`,
  name: (name) => `नाम: ${name}`,
  email: (email) => `ईमेल: ${email}`,
  phone: (phone) => `फ़ोन: ${phone}`,
  notProvided: "नहीं दिया गया",
  subjectLine: (subject) => `विषय: ${subject}`,
  message: "संदेश:",
};
