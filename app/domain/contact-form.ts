/**
 * Contact form rules: required check, the ?subject= pre-selection, the message shown
 * for a failed submit, and the form's state transitions. Pure; the UI passes the words and options in.
 */

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const emptyContactValues: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };

export interface Option {
  value: string;
  label: string;
}

/**
 * Nothing a reader can see: only whitespace and invisible format characters (zero-width spaces and
 * joiners, direction marks and overrides, the byte-order mark).
 */
export function isBlank(value: string): boolean {
  return /^[\s\p{Cf}]*$/u.test(value);
}

/** Required: name, email, subject, message. Empty, or nothing visible, counts as missing. */
export function missingRequired(values: ContactValues): (keyof ContactValues)[] {
  const required = ["name", "email", "subject", "message"] as const;
  return required.filter((key) => isBlank(values[key]));
}

/** A light email shape check (the input is also `type="email"`). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export type ContactCheck =
  | { ok: true; values: ContactValues }
  | { ok: false; reason: "required"; fields: (keyof ContactValues)[] }
  | { ok: false; reason: "subject" };

/**
 * Checks the values before sending and returns them trimmed. A subject that is not one of `subjects`
 * (only possible by tampering with the page) is refused too.
 */
export function checkContact(values: ContactValues, subjects: readonly Option[]): ContactCheck {
  const fields = missingRequired(values);
  if (fields.length > 0) return { ok: false, reason: "required", fields };
  if (!subjects.some((s) => s.value === values.subject)) return { ok: false, reason: "subject" };
  return {
    ok: true,
    values: {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      subject: values.subject,
      message: values.message.trim(),
    },
  };
}

/** `?subject=` pre-selects a subject; anything that is not an option value is ignored (""). */
export function subjectFromQuery(param: string | null | undefined, subjects: readonly Option[]): string {
  if (!param) return "";
  return subjects.some((s) => s.value === param) ? param : "";
}

/** The label people read for a subject value (falls back to the value itself). */
export function subjectLabel(value: string, subjects: readonly Option[]): string {
  return subjects.find((s) => s.value === value)?.label ?? value;
}

/** A failed send shows the error's own message when it has one, otherwise the generic message. */
export function submitErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== "") return error.message;
  return fallback;
}

/**
 * The states every form's submit flow goes through (contact, call-back, newsletter): idle → submitting
 * ("Sending...") → success (the confirmation, until `reset`) or error (a message; entries kept).
 */
export type SubmitState = { status: "idle" } | { status: "submitting" } | { status: "success" } | { status: "error"; message: string };

export type SubmitFlowEvent =
  { type: "submit" } | { type: "invalid"; message: string } | { type: "sent" } | { type: "failed"; message: string } | { type: "reset" };

export function submitFlowReducer(state: SubmitState, event: SubmitFlowEvent): SubmitState {
  switch (event.type) {
    case "submit":
      // No double send: a submit while submitting (or while the success panel shows) does nothing.
      return state.status === "submitting" || state.status === "success" ? state : { status: "submitting" };
    case "invalid":
      return state.status === "submitting" ? state : { status: "error", message: event.message };
    case "sent":
      return state.status === "submitting" ? { status: "success" } : state;
    case "failed":
      return state.status === "submitting" ? { status: "error", message: event.message } : state;
    case "reset":
      return state.status === "submitting" || state.status === "idle" ? state : { status: "idle" };
  }
}
