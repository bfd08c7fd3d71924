/**
 * The words of the two one-field forms, both delivered like the contact form: the header's call-back
 * request (on every page) and the blog's newsletter sign-up. Kept apart from ./contact.ts so every
 * page's script carries these few lines, not the contact page's copy.
 */

export const callbackCopy = {
  label: "Phone number for a call back",
  placeholder: "Your phone number",
  submit: "Get Call Back",
  submitting: "Sending...",
  subject: "Call-back request",
  confirmation: (number: string) => `Thanks — we'll call you back on ${number} shortly.`,
  failure: "We couldn't send your request just now. Please chat with us or call our 24/7 line.",
  chat: "Chat with us",
} as const;

export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Sending...",
  note: "No spam, unsubscribe at any time",
  subject: "Newsletter subscription",
  invalid: "Please enter a valid email address, e.g. name@example.com",
  confirmation: (email: string) => `Thanks for subscribing! Health tips will arrive at ${email}.`,
  failure: "We couldn't subscribe you just now. Please try again or write to us.",
} as const;
