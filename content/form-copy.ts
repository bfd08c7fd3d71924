/**
 * The words of the two one-field forms, both delivered like the contact form: the header's call-back
 * request (on every page) and the blog's newsletter sign-up, from content/en/form-copy.json (edited at
 * /admin, docs/editing.md). Kept apart from ./contact.ts so every page's script carries these few
 * lines, not the contact page's copy. The thank-you lines say {{phone}} / {{email}} where what the
 * person typed goes.
 */
import formCopy from "#content/generated/form-copy.json" with { type: "json" };
import { fillPlaceholders } from "./placeholders.ts";

export const callbackCopy = {
  ...formCopy.callback,
  confirmation: (number: string) => fillPlaceholders(formCopy.callback.confirmation, { phone: () => number }),
} as const;

export const newsletterCopy = {
  ...formCopy.newsletter,
  confirmation: (email: string) => fillPlaceholders(formCopy.newsletter.confirmation, { email: () => email }),
} as const;
