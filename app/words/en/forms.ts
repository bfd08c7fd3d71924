/**
 * The words of the shared forms (app/components/forms/): what the visitor reads, and the request the
 * lab's staff receive (in English on every page, with the page's language, so they reply in it).
 */
export const forms = {
  callback: {
    formLabel: "Request a call back",
    close: "Close",
  },
  newsletter: {
    formLabel: "Newsletter",
    /** The e-mail the visitor's own mail app opens with when the form cannot send. */
    mailBody: (email: string) => `Please subscribe ${email} to the newsletter.`,
  },
  /** The honeypot's label (#app/domain/spam-guard): hidden from people; a screen reader that reached it would be told this. */
  honeypot: "Leave this field empty",
  /**
   * A form sent sooner than a person usually needs (#app/domain/spam-guard; the browser's autofill does
   * it): nothing was sent, every field is kept, and the next press of `button` sends.
   */
  pressAgain: (button: string) => `Not sent yet. Please check your details, then press “${button}” again.`,
  noScript: {
    before: "Sending this form needs JavaScript. Please call",
    chat: ", chat with us at",
    write: "or write to",
    end: ".",
  },
  /** Added to every request the staff receive from a page in this language ("" in English). */
  staffLanguageNote: "",
};
