/**
 * The articles page's newsletter box: an email, "Subscribe", delivered through the same chain as the
 * contact form (subject "Newsletter subscription"), then a confirmation. If every step fails, the
 * general email address is offered instead. The typed email is kept on failure.
 */
import { useId, useRef, useState } from "react";
import { siteConfig } from "#app/config/site.ts";
import { looksLikeEmail } from "#app/domain/contact-form.ts";
import { mailtoHref } from "#app/domain/mailto.ts";
import { newsletterCopy } from "#content/form-copy.ts";
import { forms } from "#words/forms.ts";
import { formText } from "./form-text.ts";
import { RelayFields } from "./relay-form.tsx";
import { useSubmitFlow } from "./use-submit-flow.ts";

export function NewsletterForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sentEmail, setSentEmail] = useState("");
  const flow = useSubmitFlow({
    prepare(form) {
      const email = formText(new FormData(form), "email").trim();
      if (!looksLikeEmail(email)) {
        setError(newsletterCopy.invalid);
        inputRef.current?.focus();
        return null;
      }
      setError(null);
      return {
        values: email,
        message: {
          name: "Newsletter subscriber",
          email,
          phone: "",
          subject: newsletterCopy.subject,
          message: `Please subscribe ${email} to the ${siteConfig.brandName} newsletter (health tips and test guides).${forms.staffLanguageNote}`,
        },
      };
    },
    submitLabel: newsletterCopy.submit,
    onSent: (email) => {
      setSentEmail(email);
      setValue("");
    },
  });
  const sending = flow.submitting;
  const outcome = flow.state.status === "success" ? "sent" : flow.heldMessage ? "held" : flow.state.status === "error" ? "failed" : "none";

  return (
    <div>
      <form {...flow.formProps} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label={forms.newsletter.formLabel}>
        <RelayFields subject={newsletterCopy.subject} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
            {newsletterCopy.label}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder={newsletterCopy.placeholder}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
              if (outcome === "sent") flow.reset();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            className="min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-base text-ink-900 placeholder:text-ink-500 aria-[invalid=true]:border-red-600"
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-5 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {sending ? newsletterCopy.submitting : newsletterCopy.submit}
        </button>
      </form>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p id={noteId} className="mt-2 text-sm text-ink-600">
        {newsletterCopy.note}
      </p>
      <div role="status" className={outcome === "none" ? "sr-only" : "mt-3 text-sm font-medium"}>
        {outcome === "sent" && <p className="text-green-800">{newsletterCopy.confirmation(sentEmail)}</p>}
        {outcome === "held" && <p className="text-ink-800">{flow.heldMessage}</p>}
        {outcome === "failed" && (
          <p className="text-ink-800">
            {newsletterCopy.failure}{" "}
            <a
              className="font-semibold text-brand-700 underline"
              href={mailtoHref(siteConfig.generalEmail, newsletterCopy.subject, forms.newsletter.mailBody(value.trim()))}
            >
              {siteConfig.generalEmail}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
