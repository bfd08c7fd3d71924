/**
 * The forms' two spam traps (docs/behaviour.md, "Spam"), with no third party's script:
 * - a honeypot: a text field named like a real one, hidden from people and from screen readers, out of
 *   the tab order; a person leaves it empty, a form-filling bot tends to fill it;
 * - a minimum time: a form sent sooner than MIN_FILL_MS after the page began to load was not typed by
 *   a person.
 * A form caught by either is not sent, and the visitor sees the usual confirmation: nothing tells a
 * bot which trap caught it, or that one did.
 */

/** The honeypot's `name`: plausible to a bot (many real forms ask for a website), asked by no form here. */
export const HONEYPOT_FIELD = "website";

/** A person needs longer than this to open a page, read it and fill in even the one-field forms. */
export const MIN_FILL_MS = 3000;

export type SpamSignal = "honeypot" | "too-fast";

/**
 * Which trap a submission fell into, or null for a person's. `honeypot` is the hidden field's value,
 * `pageAgeMs` how long the page had been loading or open when the form was sent.
 */
export function spamSignal({ honeypot, pageAgeMs }: { honeypot: string; pageAgeMs: number }): SpamSignal | null {
  if (honeypot !== "") return "honeypot";
  if (!(pageAgeMs >= MIN_FILL_MS)) return "too-fast";
  return null;
}
