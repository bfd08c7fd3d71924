/**
 * The words of /contact-us written in code (app/features/contact/contact-page.tsx); the page's other
 * words, the form's and /thank-you's are content (content/en/contact.json). The form island has
 * ./contact-form.ts.
 */
export const contact = {
  eyebrow: "Connect",
  getInTouch: "Get in Touch",
  chatMessage: (brand: string) => `Hello ${brand}, I need help with a test or my report.`,
};
