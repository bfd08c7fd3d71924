/** The e-mail the mail program opens when a form cannot be sent (app/domain/mailto.ts). */
export const contactMailWords = {
  subject: (subject: string) => `Contact Form: ${subject}`,
  name: (name: string) => `Name: ${name}`,
  email: (email: string) => `Email: ${email}`,
  phone: (phone: string) => `Phone: ${phone}`,
  notProvided: "Not provided",
  subjectLine: (subject: string) => `Subject: ${subject}`,
  message: "Message:",
};
