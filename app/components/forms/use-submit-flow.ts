/**
 * The one submit flow of every form that sends a message (contact, call-back, newsletter): the form
 * reads and checks its own live values, then the flow goes idle → submitting ("Sending...") → success
 * (the confirmation) or error (a message; the entries stay). A submit while one is in flight sends
 * nothing. The returned `formProps` make the form post to the form relay when JavaScript is not
 * running (relay-form.tsx); a submit pressed before hydration is held back and replayed once through
 * this flow (decision 008). A submission is checked like any other, then the spam traps
 * (#app/domain/spam-guard): a filled honeypot field is not sent and confirmed as if it had been; a send
 * under 3 s after the page began to load (autofill makes that easy) is held, never dropped: nothing is
 * sent, the fields stay, the form's status says so (`heldMessage`, also the error state's message), and the
 * next press sends. Nothing else is confirmed that was not sent.
 */
import { useCallback, useReducer, useRef, useState, type FormEvent } from "react";
import { submitErrorMessage, submitFlowReducer } from "#app/domain/contact-form.ts";
import type { OutgoingMessage } from "#app/domain/delivery-types.ts";
import { HONEYPOT_FIELD, spamSignal } from "#app/domain/spam-guard.ts";
import { forms } from "#words/forms.ts";
import { formText } from "./form-text.ts";
import { relayFormAttributes } from "./relay-form.tsx";
import { useDelivery } from "./use-delivery.ts";

/** What a form's `prepare` returns: the message to deliver and what to confirm. */
type Prepared<V> = { message: OutgoingMessage; values: V };

export function useSubmitFlow<V>({
  prepare,
  onSent,
  failureMessage,
  submitLabel,
}: {
  /**
   * Reads the form's current values from the form element itself, checks them and builds the message;
   * null when they are not valid (the form has shown its own error and moved the focus).
   */
  prepare: (form: HTMLFormElement) => Prepared<V> | null;
  /** After a successful send (the form empties itself here). */
  onSent?: (values: V) => void;
  /** Text for a failed send (default: the error's own message, if any). */
  failureMessage?: (error: unknown) => string;
  /** The submit button's words, as the person reads them: a held send asks them to press it again. */
  submitLabel: string;
}) {
  const [state, dispatch] = useReducer(submitFlowReducer, { status: "idle" });
  const { deliver } = useDelivery();
  // A send held as too fast: the error state's message then asks the person to press again.
  const [held, setHeld] = useState(false);
  // Once asked, every later press is a person's.
  const askedAgain = useRef(false);
  const reset = useCallback(() => {
    setHeld(false);
    dispatch({ type: "reset" });
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === "submitting") return;
    const prepared = prepare(event.currentTarget);
    setHeld(false);
    dispatch({ type: "reset" });
    if (!prepared) return;
    // How long the page has been loading or open: performance.now() counts from the navigation's start.
    const trapped = spamSignal({
      honeypot: formText(new FormData(event.currentTarget), HONEYPOT_FIELD),
      pageAgeMs: performance.now(),
      askedAgain: askedAgain.current,
    });
    dispatch({ type: "submit" });
    if (trapped === "too-fast") {
      askedAgain.current = true;
      setHeld(true);
      dispatch({ type: "failed", message: forms.pressAgain(submitLabel) });
      return;
    }
    if (trapped === "honeypot") {
      onSent?.(prepared.values);
      dispatch({ type: "sent" });
      return;
    }
    const result = await deliver(prepared.message);
    if (result.status === "busy") return;
    if (result.status === "sent") {
      onSent?.(prepared.values);
      dispatch({ type: "sent" });
    } else {
      dispatch({ type: "failed", message: (failureMessage ?? ((error) => submitErrorMessage(error, "")))(result.error) });
    }
  }

  return {
    state,
    submitting: state.status === "submitting",
    /** When the send was held as too soon: the words asking the person to press again (also state.message); else null. */
    heldMessage: held && state.status === "error" ? state.message : null,
    reset,
    formProps: { ...relayFormAttributes, onSubmit },
  };
}
