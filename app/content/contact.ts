/**
 * Fixed words of the contact area (docs/behaviour.md#contact).
 * Every label and message of the form lives here; rules live in app/domain/. The header's call-back
 * request and the blog's newsletter sign-up have their words in ./form-copy.ts.
 */
export { contactSubjects } from "./contact-subjects";
import { emergencyLine, emergencyNumber } from "./emergency";

/** Form labels, states and messages. */
export const contactFormCopy = {
  heading: "Send Us a Message",
  intro: "Tell us how we can help and our care team will reply by email or phone.",
  fields: {
    name: { label: "Full Name", placeholder: "e.g. Priya Sharma" },
    email: { label: "Email Address", placeholder: "you@example.com" },
    phone: { label: "Phone Number (optional)", placeholder: "e.g. 98765 43210" },
    subject: { label: "Subject", prompt: "Select a subject" },
    message: { label: "Message", placeholder: "How can we help you?" },
  },
  submit: "Send Message",
  submitting: "Sending...",
  successTitle: "Message Sent!",
  successText: "Thank you for contacting us. We'll get back to you within 24 hours.",
  requiredError: "All required fields must be filled",
  unknownError: "Failed to send message. Please try again or contact us directly.",
} as const;

/** How long the success panel stays before the form returns empty. */
export const SUCCESS_PANEL_MS = 5000;

/** Contact page words (cards and the immediate-help block). */
export const contactPageCopy = {
  title: "Contact Us",
  intro:
    `Questions about a test, a home collection or your report? Reach our Delhi care team by phone, email or chat — our support line is open 24/7. ${emergencyLine}`,
  cards: {
    phone: { title: "Call Us", note: "24/7 support line" },
    email: { title: "Email Us", note: "We reply within 24 hours" },
    address: { title: "Visit Us", note: "Head office, Green Park, New Delhi" },
    hours: {
      title: "Opening Hours",
      note: "Head office hours. Home collection slots from 7:00 AM; the support line is open 24/7.",
      centresPrefix: "Centres:",
      centresLink: "See Our Centres",
    },
  },
  help: {
    title: "Need Immediate Help?",
    text: `For urgent questions about a sample collection or a report, reach us straight away. For a medical emergency, call ${emergencyNumber}; our team cannot give emergency care.`,
    chat: "Chat on WhatsApp",
    call: "Call Now",
    email: "Send Email",
  },
} as const;


/** The page a form relay sends people to after a form posted without JavaScript (/thank-you). */
export const thankYouCopy = {
  title: "Thank You",
  text: "Your message has reached our care team. We reply within 24 hours, and call-back requests are returned sooner.",
  urgent: `Need help with a booking or report right now? Our support line is open 24/7. ${emergencyLine}`,
  home: "Back to Home",
  findTest: "Find a Test",
} as const;
