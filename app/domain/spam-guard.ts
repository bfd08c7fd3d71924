/**
 * The forms' two spam traps (docs/mail-and-relay.md, "Spam"), with no third party's script:
 * - a honeypot: a text field named like a real one, hidden from people and from screen readers, out of
 *   the tab order; a person leaves it empty, a form-filling bot tends to fill it. A form that fills it
 *   is not sent, and gets the usual confirmation: nothing tells a bot that a trap caught it;
 * - a minimum time: a form sent sooner than MIN_FILL_MS after the page began to load may well be a
 *   person's (the browser's autofill fills a form in a moment), so it is never dropped: the form keeps
 *   every field, says that nothing was sent yet, and sends at the next press. Asked once, the next press
 *   is a person's.
 */

/** The honeypot's `name`: plausible to a bot (many real forms ask for a website), asked by no form here. */
export const HONEYPOT_FIELD = "website";

/** Less than this after the page began to load, a send is held once and the person asked to press again. */
export const MIN_FILL_MS = 3000;

export type SpamSignal = "honeypot" | "too-fast";

/**
 * Which trap a submission fell into, or null for one to send. `honeypot` is the hidden field's value,
 * `pageAgeMs` how long the page had been loading or open when the form was sent, `askedAgain` whether
 * this form has already held a send as too fast (then the time no longer counts).
 */
export function spamSignal({
  honeypot,
  pageAgeMs,
  askedAgain = false,
}: {
  honeypot: string;
  pageAgeMs: number;
  askedAgain?: boolean;
}): SpamSignal | null {
  if (honeypot !== "") return "honeypot";
  if (!askedAgain && !(pageAgeMs >= MIN_FILL_MS)) return "too-fast";
  return null;
}
