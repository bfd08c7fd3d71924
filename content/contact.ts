/**
 * Fixed words of the contact area (docs/behaviour.md#contact), from content/en/contact.json (edited at
 * /admin, docs/editing.md); they quote the emergency number by placeholder, filled here.
 * Every label and message of the form lives there; rules live in app/domain/. The header's call-back
 * request and the blog's newsletter sign-up have their words in ./form-copy.ts.
 */
export { contactSubjects } from "./contact-subjects.ts";
import contactData from "#content/generated/contact.json" with { type: "json" };
import { emergencyLine, emergencyNumber } from "./emergency.ts";
import { homeCollectionPlaceholders } from "./home-collection.ts";
import { fillAll } from "./placeholders.ts";

const contact = fillAll(contactData, {
  "emergency-number": () => emergencyNumber,
  "emergency-line": () => emergencyLine,
  "collection-start": homeCollectionPlaceholders["collection-start"],
});

/** Form labels, states and messages. */
export const contactFormCopy = contact.form;

/** How long the success panel stays before the form returns empty. */
export const SUCCESS_PANEL_MS = 5000;

/** Contact page words (cards and the immediate-help block). */
export const contactPageCopy = contact.page;

/** The page a form relay sends people to after a form posted without JavaScript (/thank-you). */
export const thankYouCopy = contact.thankYou;
