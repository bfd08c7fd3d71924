/** The words of the contact form island written in code (app/features/contact/contact-form.tsx); its labels and messages are content. */
export const contactForm = {
  /** "Fields marked * are required.": the star is hidden from screen readers, which read `srOnly` instead. */
  required: {
    before: "Fields marked",
    srOnly: "as required",
    after: "are required.",
  },
};
