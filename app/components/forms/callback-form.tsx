/**
 * The header strip's "Get Call Back" (desktop, lg and up). Validates an Indian mobile or landline, then
 * delivers the request through the same chain as the contact form and confirms. If every step fails,
 * the chat link and the support line are offered instead. The typed number is kept on failure.
 */
import { useId, useRef, useState } from "react";
import { siteConfig, telHref } from "#app/config/site.ts";
import { checkIndianPhone, phoneErrorMessage } from "#app/domain/phone.ts";
import { callbackCopy } from "#content/form-copy.ts";
import { forms } from "#words/forms.ts";
import { layout } from "#words/layout.ts";
import { formText } from "./form-text.ts";
import { RelayFields } from "./relay-form.tsx";
import { useSubmitFlow } from "./use-submit-flow.ts";

const CALLBACK_MESSAGE = `Please call me back. (Requested from the website header.)${forms.staffLanguageNote}`;

export function CallbackForm() {
  const id = useId();
  const inputId = `${id}-phone`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentNumber, setSentNumber] = useState("");
  const flow = useSubmitFlow({
    prepare(form) {
      const check = checkIndianPhone(formText(new FormData(form), "phone"));
      if (!check.ok) {
        setError(phoneErrorMessage(check));
        inputRef.current?.focus();
        return null;
      }
      setError(null);
      return {
        values: check.display,
        message: {
          name: "Website visitor (call-back)",
          email: "",
          phone: check.display,
          subject: callbackCopy.subject,
          message: `Please call me back on ${check.display}. (Requested from the website header.)${forms.staffLanguageNote}`,
        },
      };
    },
    submitLabel: callbackCopy.submit,
    onSent: (number) => {
      setSentNumber(number);
      setValue("");
    },
  });
  const sending = flow.submitting;
  const outcome = flow.state.status === "success" ? "sent" : flow.heldMessage ? "held" : flow.state.status === "error" ? "failed" : "none";

  return (
    <div className="relative">
      <form {...flow.formProps} noValidate className="flex items-center gap-2" aria-label={forms.callback.formLabel}>
        <RelayFields subject={callbackCopy.subject} extra={{ message: CALLBACK_MESSAGE }} />
        <label htmlFor={inputId} className="sr-only">
          {callbackCopy.label}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={25}
          placeholder={callbackCopy.placeholder}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
            if (outcome === "sent") flow.reset();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-8 w-48 rounded-control border border-brand-200 bg-white px-2.5 text-sm text-ink-900 placeholder:text-ink-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-300"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-8 items-center rounded-control bg-white px-3 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {sending ? callbackCopy.submitting : callbackCopy.submit}
        </button>
      </form>
      {error && (
        <p
          id={errorId}
          className="absolute right-0 top-full z-50 mt-2 w-80 rounded-control border border-red-200 bg-white p-3 text-sm text-red-800 shadow-raised"
        >
          {error}
        </p>
      )}
      <div
        role="status"
        className={
          outcome === "none"
            ? "sr-only"
            : "absolute right-0 top-full z-50 mt-2 w-80 rounded-control border border-ink-200 bg-white p-3 text-sm text-ink-800 shadow-raised"
        }
      >
        {outcome === "sent" && <p>{callbackCopy.confirmation(sentNumber)}</p>}
        {outcome === "held" && <p>{flow.heldMessage}</p>}
        {outcome === "failed" && (
          <p>
            {callbackCopy.failure}{" "}
            <a href={siteConfig.chatLink} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              {callbackCopy.chat}
              <span className="sr-only">{layout.opensInNewTab}</span>
            </a>{" "}
            ·{" "}
            <a href={telHref(siteConfig.supportPhone)} className="font-semibold text-brand-700 underline">
              {siteConfig.supportPhone}
            </a>
          </p>
        )}
        {outcome !== "none" && (
          <button type="button" onClick={flow.reset} className="mt-2 text-xs font-semibold text-ink-600 underline">
            {forms.callback.close}
          </button>
        )}
      </div>
    </div>
  );
}
