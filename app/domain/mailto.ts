import { contactMailWords as words } from "#words/contact-mail-words.ts";

/**
 * The third delivery step (docs/behaviour.md#contact): a `mailto:` link that opens the user's mail program with the
 * message already written. Pure; never throws, whatever the text holds.
 */

export interface MailableMessage {
  name: string;
  email: string;
  /** Empty when not given. */
  phone: string;
  /** The subject as people read it (e.g. "Test Booking"). */
  subject: string;
  message: string;
}

/** Replaces lone UTF-16 surrogates (which make encodeURIComponent throw) with U+FFFD. */
export function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** encodeURIComponent that cannot throw. */
export function safeEncode(text: string): string {
  return encodeURIComponent(toWellFormed(text));
}

/** The mail's subject line: "Contact Form: {subject}". */
export function contactMailSubject(subject: string): string {
  return words.subject(subject);
}

/** The body listing name, email, phone (or "Not provided"), subject and message. */
export function contactMailBody(msg: MailableMessage): string {
  const phone = msg.phone.trim() === "" ? words.notProvided : msg.phone.trim();
  return [
    words.name(msg.name),
    words.email(msg.email),
    words.phone(phone),
    words.subjectLine(msg.subject),
    "",
    words.message,
    msg.message,
  ].join("\n");
}

/** A mailto href; line breaks become CRLF as RFC 6068 asks. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const crlf = body.replace(/\r\n|\r|\n/g, "\r\n");
  return `mailto:${safeEncode(to).replace(/%40/g, "@")}?subject=${safeEncode(subject)}&body=${safeEncode(crlf)}`;
}

/** The complete mailto link for a contact message addressed to `to`. */
export function contactMailtoHref(to: string, msg: MailableMessage): string {
  return mailtoHref(to, contactMailSubject(msg.subject), contactMailBody(msg));
}
